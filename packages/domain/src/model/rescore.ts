import { policyDecisions } from './policy/types';

/** The last manual underwriting decision of an application. */
export interface ManualDecision {
  status: string;
  timestamp: string;
}

export interface RescoreSubject {
  status: string;
  manualDecision: ManualDecision | null;
  hasCreditPolicy: boolean;
}

/**
 * Why an application may not be re-scored now, or null when it may (ADR 0010). A re-score's
 * decision becomes the application's status, so it is offered only while the status is one a
 * credit policy decides and no underwriter has decided by hand: a manual decision is final,
 * and only another manual decision (Underwrite) changes it.
 */
export function rescoreRefusal({
  status,
  manualDecision,
  hasCreditPolicy,
}: RescoreSubject): string | null {
  if (manualDecision) {
    return `This application was underwritten manually to ${manualDecision.status}. A manual decision is final, so it is not re-scored; use Underwrite to change the decision.`;
  }
  if (!hasCreditPolicy) return 'This application has no credit policy to re-score it with.';
  if (!(policyDecisions as readonly string[]).includes(status)) {
    return `An application in status ${status} is past its credit decision, so it is not re-scored.`;
  }
  return null;
}
