/**
 * The shapes the settlement widgets draw: structurally the contract's SettlementFile and
 * SettlementLender, so a page passes the service's answers straight in.
 */
export interface SettlementFileSummary {
  settlement_file_id: number;
  definition_id: string;
  time: string;
  description_short: string;
  file_path: string | null;
  status: string;
  recipients: readonly { display_name: string; status: string }[];
  period_start: string | null;
  period_end: string | null;
  trigger: 'daily' | 'manual';
  application_count: number;
  total_pence: number;
  errors: readonly string[];
}

export interface SettlementLenderSummary {
  lender_id: number;
  lender: string;
  /** Newest first. */
  settlement: readonly SettlementFileSummary[];
}

/** The period Regenerate & Send asks for, in milliseconds since the epoch. */
export interface SettlementPeriod {
  start_date: number;
  end_date: number;
}
