import { useCreateCreditPolicyModule } from '@backoffice/api-client';
import { isNewModuleDraft } from '@backoffice/domain/model';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { modulePath } from './CreditPolicyModulesPage';
import { ConnectedModuleEditor } from './ModuleEditor';

/**
 * The create view: the New Module draft (passed as router state, so its path shows nothing)
 * edited until Save creates it and opens the new module.
 */
export function NewCreditPolicyModulePage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const create = useCreateCreditPolicyModule();
  const draft = isNewModuleDraft(state) ? state : null;
  useDocumentTitle(draft ? `${draft.name} (unsaved)` : 'New Module');

  // Opened without a draft (a reload, a typed address): start from the list's New Module.
  if (!draft) return <Navigate to="/credit-policy-modules/" replace />;

  return (
    <ConnectedModuleEditor
      heading={`${draft.name} (unsaved)`}
      saved={{ name: draft.name, lender_id: draft.lender_id, rules: [] }}
      isNew
      onSave={async (module) => {
        const created = await create.mutateAsync(module);
        void navigate(modulePath(created.module_id), { replace: true });
      }}
      isSaving={create.isPending}
      saveError={create.error?.message ?? null}
    />
  );
}
