import { useCallback, useState } from 'react';
import {
  hasPolicyDraftChanges,
  policyDraftOf,
  validatePolicyDraft,
  type PolicyDraft,
  type PolicyDraftProblem,
} from '../../model/policy/policyDraft';

/**
 * The credit policy editor's draft of `saved`: its fields, the schema's messages once a save was
 * tried, and whether it differs from `saved`. A new save of the policy (a new `saved`) replaces
 * the draft, as does `replaceDraft` (a restored version, or the live policy once a change is
 * submitted for approval); changing the name clears its message.
 */
export function usePolicyDraft(saved: PolicyDraft) {
  const [draft, setDraft] = useState(() => policyDraftOf(saved));
  const [base, setBase] = useState(saved);
  const [nameError, setNameError] = useState<string | null>(null);
  const [stageErrors, setStageErrors] = useState<PolicyDraftProblem[]>([]);
  if (saved !== base) {
    setBase(saved);
    setDraft(policyDraftOf(saved));
  }

  const setName = useCallback((name: string) => {
    setDraft((current) => ({ ...current, name }));
    setNameError(null);
  }, []);
  const setRegulated = useCallback(
    (regulated: boolean) => setDraft((current) => ({ ...current, regulated })),
    [],
  );
  const setStages = useCallback(
    (stages: PolicyDraft['stages']) => setDraft((current) => ({ ...current, stages })),
    [],
  );

  const replaceDraft = useCallback((policy: PolicyDraft) => setDraft(policyDraftOf(policy)), []);

  /** The policy to send, or null once the schema's messages are shown. */
  const validate = (): PolicyDraft | null => {
    const result = validatePolicyDraft(draft);
    setNameError(result.isValid ? null : result.nameError);
    setStageErrors(result.isValid ? [] : result.stageErrors);
    return result.isValid ? result.policy : null;
  };

  return {
    draft,
    nameError,
    stageErrors,
    hasChanges: hasPolicyDraftChanges(draft, saved),
    setName,
    setRegulated,
    setStages,
    replaceDraft,
    validate,
  };
}
