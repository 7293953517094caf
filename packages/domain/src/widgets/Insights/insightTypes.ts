import type { LoanType } from '../../model/statuses';
import type { InsightPeriod } from '../../model/insights';

/** The contract's insight answers, mirrored (ADR 0032) so the widgets need no api-client. */
export interface ApplicationsByLoanTypeFigures {
  period: InsightPeriod;
  items: readonly { day: string; loan_type: LoanType; applications: number }[];
}

export interface ApplicationOutcomeFigures {
  period: InsightPeriod;
  items: readonly { day: string; status: string; applications: number }[];
}

export interface PolicyDeclineReasonFigures {
  period: InsightPeriod;
  credit_policy_id: number;
  declined_applications: number;
  items: readonly { module_name: string; rule_name: string; declines: number }[];
}

export interface PolicyOutcomeByVersionFigures {
  period: InsightPeriod;
  credit_policy_id: number;
  items: readonly { version: number | null; status: string; applications: number }[];
}

export interface InsightPolicyOption {
  credit_policy_id: number;
  name: string;
  lender_name: string;
}
