import { creditPolicyInputSchema } from './schemas';
import type { PolicyModule, RunnablePolicy } from './types';

/** What an author edits of a credit policy; structurally the contract's CreditPolicyInput. */
export interface PolicyDraft {
  name: string;
  lender_id: number;
  regulated: boolean;
  stages: { order: number; hard_search: boolean; modules: { module_id: number }[] }[];
}

/** A schema finding off the name: its property path ("stages.0.order") and message. */
export interface PolicyDraftProblem {
  property: string;
  message: string;
}

/** The editable part of a saved policy or a draft, without the record's other fields. */
export const policyDraftOf = ({
  name,
  lender_id,
  regulated,
  stages,
}: PolicyDraft): PolicyDraft => ({
  name,
  lender_id,
  regulated,
  stages,
});

/** Whether the draft differs from the policy as saved. */
export const hasPolicyDraftChanges = (draft: PolicyDraft, saved: PolicyDraft): boolean =>
  JSON.stringify(policyDraftOf(draft)) !== JSON.stringify(policyDraftOf(saved));

/** Every module the draft's stages use, once each, in the order they first appear. */
export const stageModuleIdsOf = (draft: PolicyDraft): number[] => [
  ...new Set(draft.stages.flatMap((stage) => stage.modules.map((module) => module.module_id))),
];

/**
 * The draft ready to run and check, with the modules loaded so far; a module not loaded yet is
 * left out until it arrives.
 */
export const runnablePolicyOf = (
  draft: PolicyDraft,
  modules: ReadonlyMap<number, PolicyModule>,
): RunnablePolicy => ({
  stages: draft.stages.map((stage) => ({
    order: stage.order,
    hard_search: stage.hard_search,
    modules: stage.modules.flatMap((module) => modules.get(module.module_id) ?? []),
  })),
});

/**
 * A draft as the schema reads it: the policy to send, or what refuses it, the name's message
 * beside the Name field and the rest listed over the stages.
 */
export function validatePolicyDraft<Draft extends PolicyDraft>(
  draft: Draft,
):
  | { isValid: true; policy: Draft }
  | { isValid: false; nameError: string | null; stageErrors: PolicyDraftProblem[] } {
  const parsed = creditPolicyInputSchema.safeParse(draft);
  if (parsed.success) return { isValid: true, policy: { ...draft, ...parsed.data } };
  const issues = parsed.error.issues;
  return {
    isValid: false,
    nameError: issues.find((issue) => issue.path[0] === 'name')?.message ?? null,
    stageErrors: issues
      .filter((issue) => issue.path[0] !== 'name')
      .map((issue) => ({ property: issue.path.join('.'), message: issue.message })),
  };
}
