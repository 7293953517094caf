import {
  useCreateCreditPolicy,
  useDeleteCreditPolicy,
  type CreditPolicy,
  type CreditPolicyInput,
} from '@backoffice/api-client';
import {
  PolicyEditorActions,
  PolicyEditorLayout,
  PolicySummaryForm,
  SaveWithFindingsDialog,
  usePolicyDraft,
} from '@backoffice/domain/widgets';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { CreditPolicyViews } from './CreditPolicyViews';
import { SubmitPolicyChangeDialog } from './SubmitPolicyChangeDialog';
import { usePolicyChecks } from './usePolicyChecks';

interface CreditPolicyEditorProps {
  /** The policy as saved, or the New Credit Policy draft when creating. */
  saved: CreditPolicy | CreditPolicyInput;
}

/**
 * The credit policy detail and create view: summary (name, lender, regulated, Stage Builder),
 * checks, and the JSON, Simulate, Test with application and Versions views. 'Save' creates the
 * draft; a change to a saved policy is 'Submit for approval' with a reason (docs/adr/0051).
 */
export function CreditPolicyEditor({ saved }: CreditPolicyEditorProps) {
  const navigate = useNavigate();
  const savedPolicy = 'credit_policy_id' in saved ? saved : undefined;
  const { draft, nameError, stageErrors, hasChanges, validate, ...edit } = usePolicyDraft(saved);
  const [isConfirmingFindings, setConfirmingFindings] = useState(false);
  const [change, setChange] = useState<CreditPolicyInput | null>(null);
  const create = useCreateCreditPolicy();
  const remove = useDeleteCreditPolicy();
  const { modules, findings, moduleNames } = usePolicyChecks(draft);
  const unsavedChanges = useUnsavedChangesGuard(hasChanges);

  /** Failing checks do not stop a save (a policy may be saved half built) once confirmed. */
  const save = (isConfirmed = false) => {
    const policy = validate();
    const needsConfirming = policy !== null && findings.length > 0 && !isConfirmed;
    setConfirmingFindings(needsConfirming);
    if (!policy || needsConfirming) return;
    if (savedPolicy) {
      setChange(policy);
      return;
    }
    create.mutate(policy, {
      onSuccess: ({ creditPolicyId }) => {
        unsavedChanges.allowLeaving(true);
        const state = { notice: 'Policy created' };
        void navigate(`/credit-policies/${creditPolicyId}/`, { replace: true, state });
      },
    });
  };
  const leaveDeleted = () => {
    unsavedChanges.allowLeaving(true);
    void navigate('/credit-policies/', { replace: true });
  };

  return (
    <PolicyEditorLayout
      policy={savedPolicy}
      saveError={savedPolicy ? null : create.error}
      stageErrors={stageErrors}
      actions={
        <PolicyEditorActions
          policyName={draft.name}
          isSaved={savedPolicy !== undefined}
          isSaving={create.isPending}
          isDeleting={remove.isPending}
          deleteError={remove.error?.message}
          onSave={() => save()}
          onDelete={() =>
            savedPolicy && remove.mutate(savedPolicy.credit_policy_id, { onSuccess: leaveDeleted })
          }
        />
      }
    >
      <PolicySummaryForm
        draft={draft}
        nameError={nameError}
        modules={modules.data?.items ?? []}
        isLoadingModules={modules.isPending}
        modulesError={modules.error?.message}
        onNameChange={edit.setName}
        onRegulatedChange={edit.setRegulated}
        onStagesChange={edit.setStages}
      />
      <CreditPolicyViews
        draft={draft}
        saved={savedPolicy}
        findings={findings}
        moduleNames={moduleNames}
        onStagesChange={edit.setStages}
        onVersionRestored={edit.replaceDraft}
      />
      <SaveWithFindingsDialog
        isOpen={isConfirmingFindings}
        findings={findings}
        moduleNames={moduleNames}
        saveLabel={savedPolicy ? 'Submit for approval' : 'Save'}
        onConfirm={() => save(true)}
        onCancel={() => setConfirmingFindings(false)}
      />
      <SubmitPolicyChangeDialog
        policy={savedPolicy}
        change={change}
        onClose={() => setChange(null)}
        onSubmitted={edit.replaceDraft}
      />
      {unsavedChanges.prompt}
    </PolicyEditorLayout>
  );
}
