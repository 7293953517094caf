import {
  useCreditPolicyModule,
  useCreditPolicyModuleApprovalRequests,
  useDeleteCreditPolicyModule,
  type CreditPolicyModule,
} from '@backoffice/api-client';
import { moduleDraftOf, pendingRequestOf, withTerminationRule } from '@backoffice/domain/model';
import { LoadFailure } from '@backoffice/domain/widgets';
import { Alert, Button, ConfirmDialog, Spinner } from '@backoffice/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PendingApprovalPanel } from '../approvals/PendingApprovalPanel';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { ConnectedModuleEditor } from './ModuleEditor';
import { ModuleVersionsPanel } from './ModuleVersionsPanel';
import { useModuleChangeSubmission } from './useModuleChangeSubmission';

const listPath = '/credit-policy-modules/';

export const moduleHeading = (module: Pick<CreditPolicyModule, 'name' | 'module_id'>) =>
  `${module.name} (${module.module_id})`;

/**
 * The module detail: its editor, Delete Module and its versions with Restore. Every change (an
 * edit, a termination tick, a restore) is submitted for approval with a reason and waits, shown
 * on the page, for another person.
 */
export function CreditPolicyModulePage() {
  const moduleId = Number(useParams().moduleId);
  const module = useCreditPolicyModule(moduleId);
  useDocumentTitle(module.data ? moduleHeading(module.data) : 'Credit Policy Module');

  if (module.isPending) return <Spinner aria-label="Loading the module" />;
  if (module.isError) {
    return (
      <LoadFailure
        subject="The module"
        error={module.error}
        onRetry={() => void module.refetch()}
      />
    );
  }
  return <ModuleDetail module={module.data} />;
}

function ModuleDetail({ module }: { module: CreditPolicyModule }) {
  const navigate = useNavigate();
  const moduleId = module.module_id;
  const change = useModuleChangeSubmission(moduleId);
  const approvals = useCreditPolicyModuleApprovalRequests(moduleId);
  const pendingRequest = pendingRequestOf(approvals.data?.items ?? []);
  const remove = useDeleteCreditPolicyModule();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);

  const deleteModule = () => {
    setConfirmingDelete(false);
    remove.mutate(moduleId, { onSuccess: () => void navigate(listPath, { replace: true }) });
  };

  return (
    <>
      <ConnectedModuleEditor
        heading={moduleHeading(module)}
        saved={moduleDraftOf(module)}
        module={module}
        saveLabel="Submit for approval"
        savedMessage="Change submitted for approval."
        onSave={async (draft) => {
          if (!(await change.submit(draft))) throw new Error('Not submitted');
        }}
        isSaving={change.isSubmitting}
        saveError={null}
        onTerminationChange={(rule, isTermination) =>
          void change.submit(withTerminationRule(moduleDraftOf(module), rule.order, isTermination))
        }
        isTerminationSaving={change.isSubmitting}
        sidebar={
          <>
            <Button
              variant="primary"
              tone="critical"
              onPress={() => setConfirmingDelete(true)}
              isPending={remove.isPending}
            >
              Delete Module
            </Button>
            {remove.isError ? (
              <Alert tone="critical" title="The module could not be deleted.">
                {remove.error.message}
              </Alert>
            ) : null}
          </>
        }
        footer={
          // The request, the versions table and a comparison need the page's width.
          <>
            {pendingRequest ? (
              <PendingApprovalPanel request={pendingRequest} headingLevel={2} />
            ) : null}
            <ModuleVersionsPanel
              moduleId={moduleId}
              currentVersion={module.version}
              onRestored={(snapshot) => void change.submit(snapshot)}
            />
          </>
        }
      />
      {change.dialog}
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        title="Delete Module"
        message={`Are you sure you want to delete the module "${module.name}"?`}
        confirmLabel="Delete Module"
        onConfirm={deleteModule}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
