import {
  useAddApplicationNote,
  useApplicationAction,
  useApplicationAgreement,
  useApplicationDecisionLogs,
  useApplicationDecisions,
  useApplicationNotes,
  useCreditApplication,
  useDecisionFraud,
  useIdentityImage,
  useRecordVisit,
  useUpdateApplicationConsumer,
  useUploadApplicationAttachment,
  type CreditApplication,
  type IdentityImageSide,
} from '@backoffice/api-client';
import {
  AttachmentList,
  ChargesTable,
  CreditFileViewer,
  CreditSentryPanel,
  CsnTable,
  CustomDataList,
  CustomerPanel,
  currentRulesTitle,
  DecisionLogPanel,
  decisionLogRules,
  DepositPanel,
  EmailCustomerForm,
  FinancePanel,
  FraudInfoPanel,
  IdentificationPanel,
  loanTypeLabel,
  noteLenders,
  NotesPanel,
  OrderActionsPanel,
  OrderGoods,
  OrderSummary,
  readCreditFile,
  readCreditSentry,
  readFinance,
  RelatedApplications,
  RuleTrace,
  StatusBadge,
  StatusHistory,
  type ConsumerUpdate,
  LoadFailure,
  PERMISSION_REFUSED_STATUS,
} from '@backoffice/domain/widgets';
import { ACCOUNT_UPDATED, PERMISSIONS } from '@backoffice/domain/model';
import {
  Alert,
  SectionIndex,
  sectionIndexTarget,
  Spinner,
  Tabs,
  useToast,
  type TabItem as UiTabItem,
} from '@backoffice/ui';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useHasPermission } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../session/useDocumentTitle';
import * as styles from './creditApplicationDetail.css';

function IdentityImage({
  vendorReference,
  side,
}: {
  vendorReference: string;
  side: IdentityImageSide;
}) {
  const image = useIdentityImage(vendorReference, side);
  if (image.isError) return <span>The {side} image could not be loaded.</span>;
  if (!image.data) return <Spinner size="sm" aria-label={`Loading the ${side} image`} />;
  return <img className={styles.idImage} src={image.data} alt={`ID document ${side}`} />;
}

/** Records the visit once per application, so it shows among the user's recently viewed. */
function useRecordApplicationVisit(creditAppId: number | undefined, isLoaded: boolean) {
  const { session } = useSession();
  const recordVisit = useRecordVisit(session?.userId);
  const recorded = useRef<number | null>(null);
  const { mutate } = recordVisit;
  useEffect(() => {
    if (!isLoaded || creditAppId === undefined || recorded.current === creditAppId) return;
    recorded.current = creditAppId;
    mutate({ credit_application_id: creditAppId });
  }, [creditAppId, isLoaded, mutate]);
}

const pageSections = [
  { id: 'application-details', label: 'Application details' },
  { id: 'notes-and-checks', label: 'Notes and checks' },
  { id: 'actions-and-history', label: 'Actions and history' },
];

function ApplicationDetail({ application }: { application: CreditApplication }) {
  const id = application.credit_application_id;
  const { session } = useSession();
  const notes = useApplicationNotes(id);
  const decisions = useApplicationDecisions(id);
  const decisionLogs = useApplicationDecisionLogs(id);
  const currentDecision = decisions.data?.find((decision) => decision.current);
  // A user without the fraud permission is not asked: the server would refuse the read.
  const mayViewFraud = useHasPermission(PERMISSIONS.viewFraudInformation);
  const fraud = useDecisionFraud(id, mayViewFraud ? currentDecision?.decision_id : undefined, {
    retry: false,
  });
  const addNote = useAddApplicationNote(id);
  const action = useApplicationAction(id);
  const updateConsumer = useUpdateApplicationConsumer(id);
  const agreement = useApplicationAgreement(id);
  const upload = useUploadApplicationAttachment(id);
  const toast = useToast();
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
  const logs = decisionLogs.data ?? [];
  const currentLog = logs.find(
    (log) => log.decision_log_id === application.current_decision_log_id,
  );
  const currentRules = currentLog ? decisionLogRules(currentLog) : [];
  const hasRulesTab = currentRules.length > 0;
  const creditFiles = (decisions.data ?? []).flatMap((decision) => decision.credit_files);
  const charges = application.charges ?? [];
  const csns = application.csns ?? [];
  const customData = application.custom_data ?? {};
  const attachments = application.attachments ?? [];
  const hasIdentification = sentry.idUploads.length > 0 || sentry.idVerificationEvents.length > 0;
  const links = application._links;

  const saveConsumer = async (update: ConsumerUpdate) => {
    setFailure(null);
    try {
      await updateConsumer.mutateAsync(update);
      toast.success(ACCOUNT_UPDATED);
    } catch (error) {
      setFailure((error as Error).message);
      throw error;
    }
  };

  const downloadAgreement = async () => {
    try {
      await agreement.mutateAsync();
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  const firstTabs: UiTabItem[] = [
    {
      id: 'customer',
      label: 'Customer',
      content: (
        <CustomerPanel
          consumer={application.consumer}
          canEdit={links.edit_consumer !== undefined}
          rescoreRefusal={links.rescore ? null : (application.rescore_refusal ?? '')}
          onSave={saveConsumer}
        />
      ),
    },
    { id: 'finance', label: 'Finance', content: <FinancePanel finance={finance} /> },
    {
      id: 'deposit',
      label: 'Deposit',
      content: <DepositPanel deposit={finance.deposit} status={status} />,
    },
  ];
  if (csns.length > 0) {
    firstTabs.push({ id: 'csns', label: 'CSNs', content: <CsnTable csns={csns} /> });
  }
  if (logs.length > 0) {
    firstTabs.push({
      id: 'decision-log',
      label: 'Decision Log',
      content: (
        <DecisionLogPanel
          logs={logs}
          currentDecisionLogId={application.current_decision_log_id}
          manualDecision={application.manual_decision}
          onShowRules={hasRulesTab ? showRules : undefined}
        />
      ),
    });
  }
  if (charges.length > 0) {
    firstTabs.push({
      id: 'charges',
      label: 'Charges',
      content: <ChargesTable charges={charges} />,
    });
  }
  if (Object.keys(customData).length > 0) {
    firstTabs.push({
      id: 'custom-data',
      label: 'Custom data',
      content: <CustomDataList data={customData} />,
    });
  }

  const secondTabs: UiTabItem[] = [
    {
      id: 'notes',
      label: 'Notes',
      count: notes.data?.length ?? application.notes_count ?? 0,
      content: (
        <NotesPanel
          notes={notes.data}
          status={status}
          lenders={noteLenders(application, {
            isLenderUser: session?.organisationType === 'lender',
          })}
          canAdd={links.add_note !== undefined}
          onAddNote={async (note) => {
            setNotesError(null);
            try {
              await addNote.mutateAsync(note);
            } catch (error) {
              setNotesError((error as Error).message);
              throw error;
            }
          }}
          onUploadAttachment={(file) => upload.mutateAsync(file)}
          errorMessage={notesError ?? (notes.isError ? notes.error.message : null)}
          onDismissError={() => setNotesError(null)}
        />
      ),
    },
    { id: 'credit-sentry', label: 'Credit Sentry', content: <CreditSentryPanel sentry={sentry} /> },
  ];
  if (currentLog && hasRulesTab) {
    secondTabs.push({
      id: 'rules',
      label: 'Rules',
      content: (
        <RuleTrace
          title={currentRulesTitle(application.manual_decision)}
          rules={currentRules}
          decision={currentLog.status}
          timeTaken={currentLog.time_taken}
        />
      ),
    });
  }
  creditFiles.forEach((file, index) => {
    secondTabs.push({
      id: `credit-file-${index}`,
      label: creditFiles.length > 1 ? `Credit File ${index + 1}` : 'Credit File',
      content: (
        <CreditFileViewer file={readCreditFile(file as unknown as Record<string, unknown>)} />
      ),
    });
  });
  if (fraud.data && fraud.data.sections.length > 0) {
    secondTabs.push({
      id: 'fraud',
      label: 'Fraud Info',
      content: <FraudInfoPanel status={fraud.data.status} sections={fraud.data.sections} />,
    });
  }
  if (hasIdentification) {
    secondTabs.push({
      id: 'identification',
      label: 'Identification',
      content: (
        <IdentificationPanel
          uploads={sentry.idUploads}
          events={sentry.idVerificationEvents}
          renderImage={(vendorReference, side) => (
            <IdentityImage vendorReference={vendorReference} side={side} />
          )}
        />
      ),
    });
  }
  if (attachments.length > 0) {
    secondTabs.push({
      id: 'attachments',
      label: 'Attachments',
      content: <AttachmentList attachments={attachments} />,
    });
  }
  secondTabs.push({
    id: 'email',
    label: 'Email Customer',
    content: (
      <EmailCustomerForm
        isDisabled={links.add_note === undefined}
        onSend={(email) =>
          addNote.mutateAsync({
            long_text: email.message,
            noteType: 'Internal Note',
            ...(email.reply_to ? { reply_to: email.reply_to } : {}),
            recipients: application.consumer?.email_address
              ? [application.consumer.email_address]
              : [],
          })
        }
      />
    ),
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <span>Credit Application {id}</span>
        <span className={styles.headingDetail}>{loanTypeLabel(application.loan_type)}</span>
        <span className={styles.headingDetail}>
          <StatusBadge status={status} />
        </span>
      </h1>
      {/* The second tab group sits far below the first; the index reaches it in one press. */}
      <SectionIndex sections={pageSections} />
      {failure ? (
        <Alert tone="critical" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <OrderSummary
            application={application}
            variant={session?.organisationType === 'lender' ? 'lender' : 'service'}
            onDownloadAgreement={() => void downloadAgreement()}
            isAgreementPending={agreement.isPending}
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
        </div>
        <div
          id="actions-and-history"
          tabIndex={-1}
          aria-label="Actions and history"
          role="region"
          className={[styles.column, sectionIndexTarget].join(' ')}
        >
          <OrderActionsPanel
            links={links}
            currentStatus={status}
            onAction={(request) => action.mutateAsync(request)}
            onSuccess={toast.success}
          />
          <StatusHistory entries={application.status_logs} />
          <RelatedApplications
            applications={application.related_credit_application_summaries ?? []}
          />
        </div>
      </div>
    </div>
  );
}

/** The credit application detail (/credit-app/{creditAppId}/). */
export function CreditApplicationPage() {
  const creditAppId = Number(useParams().creditAppId);
  const validId = Number.isInteger(creditAppId) && creditAppId > 0 ? creditAppId : undefined;
  const application = useCreditApplication(validId);
  useDocumentTitle(validId ? `Credit Application ${validId}` : 'Credit Application');
  useRecordApplicationVisit(validId, application.isSuccess);

  if (application.error?.status === PERMISSION_REFUSED_STATUS) {
    return (
      <LoadFailure
        subject="The credit application"
        error={application.error}
        onRetry={() => void application.refetch()}
      />
    );
  }
  if (validId === undefined || application.isError) {
    return (
      <Alert tone="critical" title="Credit request not found">
        {application.error?.message ?? 'There is no credit application at this address.'}
      </Alert>
    );
  }
  if (!application.data) return <Spinner aria-label="Loading the credit application" />;
  return <ApplicationDetail key={validId} application={application.data} />;
}
