import {
  useAddApplicationNote,
  useApplicationAction,
  useApplicationAgreement,
  useApplicationDecisionLogs,
  useApplicationDecisions,
  useApplicationNotes,
  useCreditApplication,
  useDecisionFraud,
  useSubmitDeclineOverride,
  useUpdateApplicationConsumer,
  useUploadApplicationAttachment,
  type CreditApplication,
} from '@backoffice/api-client';
import {
  CreditApplicationDetail,
  LoadFailure,
  PERMISSION_REFUSED_STATUS,
} from '@backoffice/domain/widgets';
import { ACCOUNT_UPDATED, PERMISSIONS } from '@backoffice/domain/model';
import { Alert, Spinner, useToast } from '@backoffice/ui';
import { RecordHistory } from '../audit/RecordHistory';
import { subjectAccessPath } from '../audit/auditPaths';
import { useIdParam } from '../routeParams';
import { useRecordVisitOnce } from '../search/useRecordVisitOnce';
import { useHasPermission } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { useApplicationApprovals } from './ApplicationApprovals';
import { ApplicationIdentityImage } from './ApplicationIdentityImage';

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
  const submitOverride = useSubmitDeclineOverride(id);
  const approvals = useApplicationApprovals(id);
  const updateConsumer = useUpdateApplicationConsumer(id);
  const agreement = useApplicationAgreement(id);
  const upload = useUploadApplicationAttachment(id);
  const toast = useToast();
  const mayReadAudit = useHasPermission(PERMISSIONS.auditTrail);
  const mayOpenSubjectAccess = useHasPermission(PERMISSIONS.subjectAccess);

  return (
    <CreditApplicationDetail
      application={application}
      variant={session?.organisationType === 'lender' ? 'lender' : 'service'}
      notes={notes.data}
      notesLoadError={notes.isError ? notes.error.message : null}
      decisionLogs={decisionLogs.data ?? []}
      creditFiles={(decisions.data ?? []).flatMap((decision) => decision.credit_files)}
      fraud={fraud.data}
      onSaveConsumer={async (update) => {
        await updateConsumer.mutateAsync(update);
        toast.success(ACCOUNT_UPDATED);
      }}
      onAddNote={(note) => addNote.mutateAsync(note)}
      onUploadAttachment={(file) => upload.mutateAsync(file)}
      onAction={(request) => action.mutateAsync(request)}
      onSubmitDeclineOverride={(decision) => submitOverride.mutateAsync(decision)}
      {...approvals}
      onActionSuccess={toast.success}
      onDownloadAgreement={() => agreement.mutateAsync()}
      isAgreementPending={agreement.isPending}
      renderIdImage={(vendorReference, side) => (
        <ApplicationIdentityImage vendorReference={vendorReference} side={side} />
      )}
      history={
        mayReadAudit ? (
          <RecordHistory kind="credit_application" id={id} name={`credit application ${id}`} />
        ) : undefined
      }
      subjectAccessHref={mayOpenSubjectAccess ? subjectAccessPath(id) : undefined}
    />
  );
}

/** The credit application detail (/credit-app/{creditAppId}/). */
export function CreditApplicationPage() {
  const validId = useIdParam('creditAppId');
  const application = useCreditApplication(validId);
  useDocumentTitle(validId ? `Credit Application ${validId}` : 'Credit Application');
  useRecordVisitOnce(
    application.isSuccess && validId ? { credit_application_id: validId } : undefined,
  );

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
