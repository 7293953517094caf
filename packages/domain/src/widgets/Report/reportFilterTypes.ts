export interface ReportFilterOption {
  value: string;
  label: string;
}

interface ReportFilterBase {
  label: string;
  /** Filters naming the same section are grouped under that heading, which opens and closes. */
  section?: string;
}

/**
 * The filters a report offers, named by their key in the report's filter values. A checkbox
 * holds 'true' when ticked and '' otherwise; a date range holds two yyyy-MM-dd values.
 */
export type ReportFilterDefinition =
  | (ReportFilterBase & {
      kind: 'date-range';
      from: string;
      to: string;
      /**
       * Nothing after today can be chosen (the default of every date picker; a default range
       * ending later, as the credit application list's does, keeps its end).
       */
      disallowFuture?: boolean;
    })
  | (ReportFilterBase & { kind: 'checkbox'; name: string })
  | (ReportFilterBase & {
      kind: 'checkboxes';
      name: string;
      options: readonly ReportFilterOption[];
      hasSelectAll?: boolean;
    })
  | (ReportFilterBase & { kind: 'choice'; name: string; options: readonly ReportFilterOption[] })
  | (ReportFilterBase & { kind: 'like'; name: string; placeholder?: string })
  /** Set by the page (a fixed lender, a merchant's own id): kept and sent, never shown. */
  | { kind: 'hidden'; name: string };
