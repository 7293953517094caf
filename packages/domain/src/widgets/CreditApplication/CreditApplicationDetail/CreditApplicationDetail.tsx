import {
  Alert,
  Heading,
  Link,
  SectionIndex,
  sectionIndexTarget,
  Stack,
  Tabs,
  Text,
  type TabItem,
} from '@backoffice/ui';
import { useRef, useState, type ReactNode } from 'react';
import {
  applicationDetailTabs,
  customerEmailNote,
  notesAndChecksTabs,
  type ManualDecision,
} from '../../../model/index';
import { RuleTrace } from '../../PolicyBuilder';
import { StatusBadge } from '../../StatusBadge';
import { AttachmentList } from '../AttachmentList';
import { ChargesTable } from '../ChargesTable';
import type { ConsumerUpdate } from '../consumerEdit';
import { readCreditFile, readCreditSentry, readFinance } from '../creditApplicationData';
import type {
  ApplicationDetails,
  ApplicationNoteEntry,
  DecisionLogEntry,
  FraudSection,
  FraudServiceStatus,
} from '../creditApplicationTypes';
import { CreditFileViewer } from '../CreditFileViewer';
import { CreditSentryPanel } from '../CreditSentryPanel';
import { CsnTable } from '../CsnTable';
import { CustomDataList } from '../CustomDataList';
import { CustomerPanel } from '../CustomerPanel';
import { currentRulesTitle, DecisionLogPanel, decisionLogRules } from '../DecisionLogPanel';
import { DepositPanel } from '../DepositPanel';
import { EmailCustomerForm } from '../EmailCustomerForm';
import { FinancePanel } from '../FinancePanel';
import { FraudInfoPanel } from '../FraudInfoPanel';
import { IdentificationPanel, type IdImageSide } from '../IdentificationPanel';
import {
  noteLenders,
  NotesPanel,
  type NewNote,
  type NoteAttachment,
  type NoteLender,
} from '../NotesPanel';
import { OrderActionsPanel, type OrderActionRequest } from '../OrderActionsPanel';
import { OrderGoods } from '../OrderGoods';
import { loanTypeLabel, OrderSummary } from '../OrderSummary';
import { RelatedApplications } from '../RelatedApplications';
import { StatusHistory } from '../StatusHistory';
import * as styles from './CreditApplicationDetail.css';

/** A note the page sends: one from the Notes tab, or an Email Customer message. */
export type ApplicationNoteRequest = NewNote | ReturnType<typeof customerEmailNote>;

export interface CreditApplicationDetailProps {
  application: ApplicationDetails & {
    lenders?: readonly NoteLender[];
    manual_decision?: ManualDecision | null;
    rescore_refusal?: string | null;
    /** The engine's decision (the current decision log's status). */
    engine_decision?: string | null;
    /** Who holds the application in a work queue, if anyone. */
    queue_holder?: { user_id: number; name: string; held_at: string } | null;
  };
  /** Lender users see the lender order summary and address notes to their own lender only. */
  variant: 'service' | 'lender';
  /** The notes, newest first; undefined while they load. */
  notes: readonly ApplicationNoteEntry[] | undefined;
  notesLoadError?: string | null;
  decisionLogs: readonly DecisionLogEntry[];
  /** The credit files of every decision, in order. */
  creditFiles: readonly unknown[];
  /** The current decision's fraud information, when the user may read it and it has loaded. */
  fraud?: { status: FraudServiceStatus; sections: FraudSection[] };
  /** Saves the consumer; reject with an Error to show its message. */
  onSaveConsumer: (update: ConsumerUpdate) => Promise<unknown>;
  onAddNote: (note: ApplicationNoteRequest) => Promise<unknown>;
  onUploadAttachment: (file: File) => Promise<NoteAttachment>;
  onAction: (request: OrderActionRequest) => Promise<unknown>;
  /** Submits accepting over the engine's DECLINE for a second person's approval. */
  onSubmitDeclineOverride?: (decision: { status: 'ACCEPT'; reason: string }) => Promise<unknown>;
  /** An underwriting decision waiting for (or decided by) a second person, beside the actions. */
  decisionApproval?: ReactNode;
  /** A change of the consumer's identity waiting for approval, on the Customer tab. */
  consumerApproval?: ReactNode;
  /** Called with the success message of an order action (shown as a toast). */
  onActionSuccess: (message: string) => void;
  onDownloadAgreement: () => Promise<unknown>;
  isAgreementPending?: boolean;
  /** Draws one side of an ID document (the page loads the image). */
  renderIdImage: (vendorReference: string, side: IdImageSide) => ReactNode;
  /** The History tab's content (the application's audit events), for users who may read them. */
  history?: ReactNode;
  /** Where the consumer's subject access view is, for users who may open it. */
  subjectAccessHref?: string;
}

const pageSections = [
  { id: 'application-details', label: 'Application details' },
  { id: 'notes-and-checks', label: 'Notes and checks' },
  { id: 'actions-and-history', label: 'Actions and history' },
];

const messageOf = (error: unknown) => (error as Error).message;

/**
 * The credit application detail: heading, order summary and goods, the two tab groups
 * (credit-applications-and-policies.md section 3) and, beside them, Order Actions, the status
 * history and related applications.
 */
export function CreditApplicationDetail({
  application,
  variant,
  notes,
  notesLoadError = null,
  decisionLogs,
  creditFiles,
  fraud,
  onSaveConsumer,
  onAddNote,
  onUploadAttachment,
  onAction,
  onSubmitDeclineOverride,
  decisionApproval,
  consumerApproval,
  onActionSuccess,
  onDownloadAgreement,
  isAgreementPending = false,
  renderIdImage,
  history,
  subjectAccessHref,
}: CreditApplicationDetailProps) {
  const id = application.credit_application_id;
  const [failure, setFailure] = useState<string | null>(null);
  const [notesError, setNotesError] = useState<string | null>(null);
  const [checksTab, setChecksTab] = useState<string | number>('notes');
  const checksRef = useRef<HTMLElement>(null);

  // The Decision Log's 'Show the rules' opens the Rules tab and brings its group into view.
  const showRules = () => {
    setChecksTab('rules');
    checksRef.current?.scrollIntoView({ block: 'start' });
    checksRef.current?.focus({ preventScroll: true });
  };

  const status = application.current_status.status;
  const finance = readFinance(application.finance);
  const sentry = readCreditSentry(application.credit_sentry);
  const currentLog = decisionLogs.find(
    (log) => log.decision_log_id === application.current_decision_log_id,
  );
  const currentRules = currentLog ? decisionLogRules(currentLog) : [];
  const customData = application.custom_data ?? {};
  const links = application._links;
  const contents = {
    csns: application.csns?.length ?? 0,
    decisionLogs: decisionLogs.length,
    charges: application.charges?.length ?? 0,
    customDataItems: Object.keys(customData).length,
    hasCurrentRules: currentRules.length > 0,
    creditFiles: creditFiles.length,
    fraudSections: fraud?.sections.length ?? 0,
    idUploads: sentry.idUploads.length,
    idVerificationEvents: sentry.idVerificationEvents.length,
    attachments: application.attachments?.length ?? 0,
  };

  const saveConsumer = async (update: ConsumerUpdate) => {
    setFailure(null);
    try {
      await onSaveConsumer(update);
    } catch (error) {
      setFailure(messageOf(error));
      throw error;
    }
  };

  const addNote = async (note: NewNote) => {
    setNotesError(null);
    try {
      await onAddNote(note);
    } catch (error) {
      setNotesError(messageOf(error));
      throw error;
    }
  };

  const downloadAgreement = async () => {
    try {
      await onDownloadAgreement();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const detailContent: Record<string, ReactNode> = {
    customer: (
      <Stack gap="200">
        <CustomerPanel
          consumer={application.consumer}
          canEdit={links.edit_consumer !== undefined}
          rescoreRefusal={links.rescore ? null : (application.rescore_refusal ?? '')}
          pendingChange={consumerApproval}
          onSave={saveConsumer}
        />
        {subjectAccessHref ? (
          <Link href={subjectAccessHref}>Subject access: who has seen this consumer's data</Link>
        ) : null}
      </Stack>
    ),
    finance: <FinancePanel finance={finance} />,
    deposit: <DepositPanel deposit={finance.deposit} status={status} />,
    csns: <CsnTable csns={application.csns ?? []} />,
    'decision-log': (
      <DecisionLogPanel
        logs={decisionLogs}
        currentDecisionLogId={application.current_decision_log_id}
        manualDecision={application.manual_decision}
        onShowRules={contents.hasCurrentRules ? showRules : undefined}
      />
    ),
    charges: <ChargesTable charges={application.charges ?? []} />,
    'custom-data': <CustomDataList data={customData} />,
  };

  const checksContent = (tabId: string): ReactNode => {
    if (tabId.startsWith('credit-file-')) {
      const file = creditFiles[Number(tabId.slice('credit-file-'.length))];
      return <CreditFileViewer file={readCreditFile(file as Record<string, unknown>)} />;
    }
    switch (tabId) {
      case 'notes':
        return (
          <NotesPanel
            notes={notes}
            status={status}
            lenders={noteLenders(application, { isLenderUser: variant === 'lender' })}
            canAdd={links.add_note !== undefined}
            onAddNote={addNote}
            onUploadAttachment={onUploadAttachment}
            errorMessage={notesError ?? notesLoadError}
            onDismissError={() => setNotesError(null)}
          />
        );
      case 'credit-sentry':
        return <CreditSentryPanel sentry={sentry} />;
      case 'rules':
        return currentLog ? (
          <RuleTrace
            title={currentRulesTitle(application.manual_decision)}
            rules={currentRules}
            decision={currentLog.status}
            timeTaken={currentLog.time_taken}
          />
        ) : null;
      case 'fraud':
        return fraud ? <FraudInfoPanel status={fraud.status} sections={fraud.sections} /> : null;
      case 'identification':
        return (
          <IdentificationPanel
            uploads={sentry.idUploads}
            events={sentry.idVerificationEvents}
            renderImage={renderIdImage}
          />
        );
      case 'attachments':
        return <AttachmentList attachments={application.attachments ?? []} />;
      default:
        return (
          <EmailCustomerForm
            isDisabled={links.add_note === undefined}
            onSend={(email) =>
              onAddNote(customerEmailNote(email, application.consumer?.email_address))
            }
          />
        );
    }
  };

  const firstTabs: TabItem[] = applicationDetailTabs(contents).map((tab) => ({
    ...tab,
    content: detailContent[tab.id],
  }));
  const secondTabs: TabItem[] = [
    ...notesAndChecksTabs(contents).map((tab) => ({
      ...tab,
      ...(tab.id === 'notes' ? { count: notes?.length ?? application.notes_count ?? 0 } : {}),
      content: checksContent(tab.id),
    })),
    ...(history ? [{ id: 'history', label: 'History', content: history }] : []),
  ];

  return (
    <Stack gap="200" className={styles.column}>
      <Heading level={1} size="xl" className={styles.heading}>
        <span>Credit Application {id}</span>
        <Text size="lg" weight="regular" tone="muted">
          {loanTypeLabel(application.loan_type)}
        </Text>
        <Text size="lg" weight="regular" tone="muted">
          <StatusBadge status={status} />
        </Text>
      </Heading>
      {application.queue_holder ? (
        <Text tone="muted">Held in its work queue by {application.queue_holder.name}</Text>
      ) : null}
      {/* The second tab group sits far below the first; the index reaches it in one press. */}
      <SectionIndex sections={pageSections} />
      {failure ? (
        <Alert tone="critical" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <div className={styles.layout}>
        <Stack gap="200" className={styles.column}>
          <OrderSummary
            application={application}
            variant={variant}
            onDownloadAgreement={() => void downloadAgreement()}
            isAgreementPending={isAgreementPending}
          />
          <OrderGoods goods={finance.goods} />
          <section
            id="application-details"
            tabIndex={-1}
            aria-label="Application details"
            className={sectionIndexTarget}
          >
            <Tabs aria-label="Application details" items={firstTabs} />
          </section>
          <section
            ref={checksRef}
            id="notes-and-checks"
            tabIndex={-1}
            aria-label="Notes and checks"
            className={sectionIndexTarget}
          >
            <Tabs
              aria-label="Notes and checks"
              items={secondTabs}
              selectedKey={checksTab}
              onSelectionChange={setChecksTab}
            />
          </section>
        </Stack>
        <Stack
          gap="200"
          id="actions-and-history"
          tabIndex={-1}
          aria-label="Actions and history"
          role="region"
          className={[styles.column, sectionIndexTarget].join(' ')}
        >
          <OrderActionsPanel
            links={links}
            currentStatus={status}
            onAction={onAction}
            engineDecision={application.engine_decision}
            onSubmitForApproval={onSubmitDeclineOverride}
            onSuccess={onActionSuccess}
          />
          {decisionApproval}
          <StatusHistory entries={application.status_logs} />
          <RelatedApplications
            applications={application.related_credit_application_summaries ?? []}
          />
        </Stack>
      </div>
    </Stack>
  );
}
