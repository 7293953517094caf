export { OperatingAgreementDialog } from './OperatingAgreementDialog';
export type {
  AgreementAssignment,
  MerchantAgreement,
  OperatingAgreementDialogProps,
} from './OperatingAgreementDialog';
