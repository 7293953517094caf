import type { z } from 'zod';
import type { NewModuleDraft } from './moduleDraft';
import {
  creditPolicyFormSchema,
  creditPolicyModuleFormSchema,
  type CreditPolicyInputValues,
} from './schemas';

/** The fields of the New Credit Policy and New Module modals that can be wrong. */
export type NewDraftField = 'name' | 'lender_id';

/** The shared schema's first message for each wrong field. */
export type NewDraftErrors = Partial<Record<NewDraftField, string>>;

/** A modal's answer: the draft the create view starts from, or why there is none yet. */
export type NewDraftCheck<Draft> =
  { draft: Draft; errors: Record<string, never> } | { draft: null; errors: NewDraftErrors };

/** What a modal holds: the lender is null until one is chosen. */
export interface NewModuleValues {
  name: string;
  lender_id: number | null;
}

export interface NewCreditPolicyValues extends NewModuleValues {
  regulated: boolean;
}

function errorsOf(issues: z.ZodError['issues']): NewDraftErrors {
  const errors: NewDraftErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'lender_id') && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

/**
 * New Credit Policy (name, lender id, regulated), checked with the schema the server applies.
 * A valid draft has a trimmed name and no stages yet: the create view adds them.
 */
export function checkNewCreditPolicy(
  values: NewCreditPolicyValues,
): NewDraftCheck<CreditPolicyInputValues> {
  const result = creditPolicyFormSchema.safeParse(values);
  return result.success
    ? { draft: { ...result.data, stages: [] }, errors: {} }
    : { draft: null, errors: errorsOf(result.error.issues) };
}

/** New Module (name and a lender from the list), checked with the schema the server applies. */
export function checkNewModule(values: NewModuleValues): NewDraftCheck<NewModuleDraft> {
  const result = creditPolicyModuleFormSchema.safeParse(values);
  return result.success
    ? { draft: result.data, errors: {} }
    : { draft: null, errors: errorsOf(result.error.issues) };
}

/**
 * The lender a New Credit Policy or New Module draft holds: for a lender user, the one lender
 * the server offers (its own; none until they load), else the one chosen from the list.
 */
export function newDraftLender(
  offered: readonly { lender_id: number }[] | undefined,
  isOwnLenderOnly: boolean,
  chosen: number | null,
): number | null {
  return isOwnLenderOnly ? (offered?.[0]?.lender_id ?? null) : chosen;
}

/**
 * Whether navigation state is a New Module draft: the create view is opened with one, and a
 * reload or a typed address brings none.
 */
export function isNewModuleDraft(state: unknown): state is NewModuleDraft {
  if (typeof state !== 'object' || state === null) return false;
  const { name, lender_id } = state as Record<string, unknown>;
  return typeof name === 'string' && typeof lender_id === 'number';
}
