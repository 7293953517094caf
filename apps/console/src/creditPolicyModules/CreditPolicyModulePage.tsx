import {
  useCreditPolicyModule,
  useCreditPolicyModuleVersion,
  useCreditPolicyModuleVersions,
  useDeleteCreditPolicyModule,
  useReplaceCreditPolicyModule,
  useRestoreCreditPolicyModuleVersion,
  useSetTerminationRule,
  type CreditPolicyModule,
} from '@backoffice/api-client';
import { describeModuleChanges, moduleDraftOf } from '@backoffice/domain/model';
import { LoadFailure } from '@backoffice/domain/widgets';
import { Alert, Button, ConfirmDialog, Spinner } from '@backoffice/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { VersionsPanel } from '../creditPolicies/VersionsPanel';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { ConnectedModuleEditor } from './ModuleEditor';

const listPath = '/credit-policy-modules/';

export const moduleHeading = (module: Pick<CreditPolicyModule, 'name' | 'module_id'>) =>
  `${module.name} (${module.module_id})`;

/** The module detail: its editor, Delete Module and its versions with Restore. */
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
  const replace = useReplaceCreditPolicyModule();
  const remove = useDeleteCreditPolicyModule();
  const termination = useSetTerminationRule();
  const restore = useRestoreCreditPolicyModuleVersion();
  const versions = useCreditPolicyModuleVersions(module.module_id);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const moduleId = module.module_id;

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
        onSave={(draft) => replace.mutateAsync({ moduleId, module: draft })}
        isSaving={replace.isPending}
        saveError={replace.error?.message ?? null}
        onTerminationChange={(rule, isTermination) => {
          if (rule.rule_id) termination.mutate({ moduleId, ruleId: rule.rule_id, isTermination });
        }}
        isTerminationSaving={termination.isPending}
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
            {termination.isError ? (
              <Alert tone="critical" title="The termination rule could not be changed.">
                {termination.error.message}
              </Alert>
            ) : null}
          </>
        }
        footer={
          // The versions table and a comparison need the page's width, not the sidebar's.
          <VersionsPanel
            versions={versions}
            useSnapshot={function useModuleSnapshot(version) {
              const loaded = useCreditPolicyModuleVersion(moduleId, version);
              return { ...loaded, data: loaded.data?.module };
            }}
            describeChanges={describeModuleChanges}
            headingLevel={2}
            currentVersion={module.version}
            isRestoring={restore.isPending}
            restoreError={restore.error}
            onRestore={(version) => restore.mutate({ moduleId, version })}
          />
        }
      />
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
