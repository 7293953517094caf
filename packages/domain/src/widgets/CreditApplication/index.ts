export { ActionModal, actionModalStates, REASON_MAX_LENGTH } from './ActionModal';
export type { ActionModalProps, ActionModalState, ActionSubmission } from './ActionModal';
export { AttachmentList } from './AttachmentList';
export type { AttachmentListProps } from './AttachmentList';
export { ChargesTable } from './ChargesTable';
export type { ChargesTableProps } from './ChargesTable';
export { consumerChanges, consumerDraft, consumerTitles, dateOfBirthValid } from './consumerEdit';
export type { ConsumerDraft, ConsumerUpdate } from './consumerEdit';
export {
  ACCOUNT_HISTORY_MONTHS,
  depositRemaining,
  depositSettledStatuses,
  goodsTotal,
  idUploadPassed,
  readCreditFile,
  readCreditSentry,
  readFinance,
} from './creditApplicationData';
export type {
  CreditFileAccount,
  CreditFileDetails,
  CreditSentryDetails,
  DataItem,
  DepositDetails,
  FinanceDetails,
  GoodsLine,
} from './creditApplicationData';
export type {
  ApplicationAddressDetails,
  ApplicationCharge,
  ApplicationConsumerDetails,
  ApplicationCsn,
  ApplicationDetails,
  ApplicationLink,
  ApplicationLinks,
  ApplicationNoteEntry,
  ApplicationStatusEntry,
  DecisionLogEntry,
  FraudSection,
  FraudServiceStatus,
  RelatedApplicationSummary,
} from './creditApplicationTypes';
export { CreditFileViewer } from './CreditFileViewer';
export type { CreditFileViewerProps } from './CreditFileViewer';
export { CreditSentryPanel } from './CreditSentryPanel';
export type { CreditSentryPanelProps } from './CreditSentryPanel';
export { CsnTable } from './CsnTable';
export type { CsnTableProps } from './CsnTable';
export { CustomDataList } from './CustomDataList';
export type { CustomDataListProps } from './CustomDataList';
export { addressTitle, CustomerAddressEditor } from './CustomerAddressEditor';
export type { CustomerAddressEditorProps } from './CustomerAddressEditor';
export { CONSUMER_HIDDEN_MESSAGE, CustomerPanel } from './CustomerPanel';
export type { CustomerPanelProps } from './CustomerPanel';
export {
  currentRulesTitle,
  DecisionLogPanel,
  decisionLogRules,
  decisionSeconds,
} from './DecisionLogPanel';
export type { DecisionLogPanelProps } from './DecisionLogPanel';
export { DepositPanel } from './DepositPanel';
export type { DepositPanelProps } from './DepositPanel';
export {
  CUSTOMER_EMAIL_SUBJECT,
  EMAIL_SENT,
  EmailCustomerForm,
  emailLimits,
} from './EmailCustomerForm';
export type { CustomerEmail, EmailCustomerFormProps } from './EmailCustomerForm';
export { FinancePanel } from './FinancePanel';
export type { FinancePanelProps } from './FinancePanel';
export { FraudInfoPanel } from './FraudInfoPanel';
export type { FraudInfoPanelProps } from './FraudInfoPanel';
export { IdentificationPanel } from './IdentificationPanel';
export type { IdentificationPanelProps, IdImageSide } from './IdentificationPanel';
export {
  ALL_LENDERS,
  NOTE_MAX_LENGTH,
  noteLenders,
  noteLenderText,
  NotesPanel,
  noteVisibilities,
} from './NotesPanel';
export type {
  NewNote,
  NoteAttachment,
  NoteLender,
  NotesPanelProps,
  NoteVisibility,
} from './NotesPanel';
export { orderActions, OrderActionsPanel, orderActionSuccessMessages } from './OrderActionsPanel';
export type { OrderAction, OrderActionRequest, OrderActionsPanelProps } from './OrderActionsPanel';
export { OrderGoods } from './OrderGoods';
export type { OrderGoodsProps } from './OrderGoods';
export { loanTypeLabel, OrderSummary, orderSummaryVariants } from './OrderSummary';
export type { OrderSummaryProps } from './OrderSummary';
export { RelatedApplications } from './RelatedApplications';
export type { RelatedApplicationsProps } from './RelatedApplications';
export { StatusHistory } from './StatusHistory';
export type { StatusHistoryProps } from './StatusHistory';
export { underwriteStatuses, underwriteStatusOptions, UnderwriteModal } from './UnderwriteModal';
export type { UnderwriteDecision, UnderwriteModalProps } from './UnderwriteModal';
export { CreditApplicationDetail, CreditApplicationIdImage } from './CreditApplicationDetail';
export type {
  ApplicationNoteRequest,
  CreditApplicationDetailProps,
  CreditApplicationIdImageProps,
} from './CreditApplicationDetail';
export {
  CreditApplicationReport,
  creditApplicationPath,
  creditApplicationReportFilters,
  CreditSentryFlag,
  loanTypeName,
} from './CreditApplicationReport';
export type { CreditApplicationReportProps, CreditApplicationRow } from './CreditApplicationReport';
export { CreditApplicationQuickView } from './CreditApplicationQuickView';
export type {
  CreditApplicationQuickViewProps,
  CreditApplicationQuickViewRow,
} from './CreditApplicationQuickView';
