import {
  useSubmitCreditPolicyModuleChange,
  type CreditPolicyModuleInput,
} from '@backoffice/api-client';
import { SubmitForApprovalDialog } from '@backoffice/domain/widgets';
import { useState } from 'react';

interface Asking {
  change: CreditPolicyModuleInput;
  settle: (isSubmitted: boolean) => void;
}

/**
 * Submits a changed module for approval (docs/adr/0051): `submit` opens `dialog` for the maker's
 * reason and settles true once the change is submitted, false if they cancel, so that the module
 * editor can wait on it.
 */
export function useModuleChangeSubmission(moduleId: number) {
  const submitChange = useSubmitCreditPolicyModuleChange();
  const [asking, setAsking] = useState<Asking | null>(null);
  const submit = (change: CreditPolicyModuleInput) =>
    new Promise<boolean>((resolve) => {
      submitChange.reset();
      setAsking({
        change,
        settle: (isSubmitted) => {
          setAsking(null);
          resolve(isSubmitted);
        },
      });
    });
  const dialog = (
    <SubmitForApprovalDialog
      isOpen={asking !== null}
      recordNoun="module"
      isSubmitting={submitChange.isPending}
      submitError={submitChange.error?.message ?? null}
      onSubmit={(reason) => {
        if (!asking) return;
        submitChange.mutate(
          { moduleId, reason, module: asking.change },
          { onSuccess: () => asking.settle(true) },
        );
      }}
      onCancel={() => asking?.settle(false)}
    />
  );
  return { submit, isSubmitting: submitChange.isPending, dialog };
}
