import {
  useSubmitCreditPolicyChange,
  type CreditPolicy,
  type CreditPolicyInput,
} from '@backoffice/api-client';
import { SubmitForApprovalDialog } from '@backoffice/domain/widgets';
import { useToast } from '@backoffice/ui';

interface SubmitPolicyChangeDialogProps {
  /** The saved policy the change is to; none while creating, when there is nothing to submit. */
  policy?: CreditPolicy;
  /** The changed policy; the dialog is open while there is one. */
  change: CreditPolicyInput | null;
  onClose: () => void;
  /** With the live policy, which the editor shows again while the change waits for a checker. */
  onSubmitted: (live: CreditPolicy) => void;
}

/** Asks the maker for a reason and submits a changed policy for approval (docs/adr/0051). */
export function SubmitPolicyChangeDialog({
  policy,
  change,
  onClose,
  onSubmitted,
}: SubmitPolicyChangeDialogProps) {
  const submit = useSubmitCreditPolicyChange();
  const toast = useToast();
  if (!policy) return null;
  return (
    <SubmitForApprovalDialog
      isOpen={change !== null}
      recordNoun="policy"
      isSubmitting={submit.isPending}
      submitError={submit.error?.message ?? null}
      onSubmit={(reason) => {
        if (!change) return;
        const policyId = policy.credit_policy_id;
        submit.mutate(
          { policyId, reason, policy: change },
          {
            onSuccess: () => {
              toast.success('Change submitted for approval');
              onClose();
              onSubmitted(policy);
            },
          },
        );
      }}
      onCancel={() => {
        submit.reset();
        onClose();
      }}
    />
  );
}
