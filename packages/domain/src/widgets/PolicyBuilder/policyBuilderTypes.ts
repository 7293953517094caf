/**
 * The shapes the policy widgets draw. They are structurally the contract's snake_case objects
 * (PolicyStage, RuleFired, PolicySimulation, PolicyVersionSummary…), so a page passes API answers
 * straight in, and the widgets stay free of the api-client.
 */

/** One stage of a policy ('Stage #n'): its Hard Search choice and its modules in run order. */
export interface PolicyStageDraft {
  order: number;
  hard_search: boolean;
  modules: { module_id: number }[];
}

/** A module the stage builder may offer: one of the policy lender's modules. */
export interface StageModuleOption {
  module_id: number;
  name: string;
}

/**
 * One rule evaluated in a run, as a decision log or a test run records it: the model's RuleFired,
 * read loosely so that the contract's objects (whose outcome enum also names GOTO) fit too.
 */
export interface FiredRule {
  rule_number: number;
  rule_name: string;
  stage_number: number;
  /** The rule's module, when the log recorded it (rule numbers restart in every module). */
  module_name?: string;
  outcome: string | null;
  values_used: Record<string, unknown>;
  description: string;
  result: boolean;
  values: Record<string, unknown>;
}

/** A finding of the policy checks (checkPolicy) shown while editing. */
export interface PolicyCheckFinding {
  kind: string;
  module_id?: number;
  rule_number?: number;
  condition_order?: number;
  message: string;
}

/** A problem met while running a policy (a GOTO loop, a missing GOTO target). */
export interface PolicyRunProblem {
  kind: string;
  stage_number?: number;
  module_id?: number;
  rule_number?: number;
  condition_order?: number;
  message: string;
}

/** The answer of a simulation: the draft run over the lender's recent applications. */
export interface PolicySimulationResult {
  application_count: number;
  time_taken: number;
  decisions: { decision: string; actual_count: number; simulated_count: number }[];
  changes: {
    credit_application_id: number;
    actual: string;
    simulated: string;
    rule: FiredRule | null;
  }[];
  changed_count: number;
  problems: PolicyRunProblem[];
}

/** One saved version of a policy, newest first in a list. */
export interface PolicyVersionEntry {
  version: number;
  saved_at: string;
  saved_by: { user_id: number; username: string } | null;
}

/** How a decision is coloured in the policy widgets: a decline is critical, a refer a caution. */
export function decisionTone(
  decision: string | null,
): 'positive' | 'caution' | 'critical' | 'info' | 'neutral' {
  switch (decision) {
    case 'ACCEPT':
      return 'positive';
    case 'DECLINE':
      return 'critical';
    case 'REFER':
      return 'caution';
    case 'ACTION-CUSTOMER':
    case 'ACTION-LENDER':
      return 'info';
    default:
      return 'neutral';
  }
}
