/**
 * The Credit File tab's summary (credit-applications-and-policies.md, Credit File tab), worked
 * out from the bureau file's own records, so that the summary never disagrees with the lists
 * beside it: worst payment statuses, CCJs active and satisfied, insolvencies by state, addresses
 * submitted against linked, what the electoral roll confirms, and how each account matched.
 */

/** Bureau payment statuses from best to worst: up to date, 1–6 payments in arrears, default. */
export const paymentStatuses = ['0', '1', '2', '3', '4', '5', '6', 'D'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const isPaymentStatus = (status: string | null | undefined): status is PaymentStatus =>
  (paymentStatuses as readonly (string | null | undefined)[]).includes(status);

/** The worst known payment status among those given (unknown codes are ignored), or null. */
export function worstPaymentStatus(
  statuses: readonly (string | null | undefined)[],
): PaymentStatus | null {
  let worst = -1;
  for (const status of statuses) {
    if (isPaymentStatus(status)) worst = Math.max(worst, paymentStatuses.indexOf(status));
  }
  return worst < 0 ? null : paymentStatuses[worst]!;
}

/** A payment status as people say it: 'Up to date', '2 payments in arrears', 'Default'. */
export function paymentStatusLabel(status: PaymentStatus): string {
  if (status === '0') return 'Up to date';
  if (status === 'D') return 'Default';
  return `${status} ${status === '1' ? 'payment' : 'payments'} in arrears`;
}

export const ccjStatuses = ['Active', 'Satisfied'] as const;
export const insolvencyStatuses = ['Discharged', 'Insolvent', 'Restricted'] as const;
export type InsolvencyStatus = (typeof insolvencyStatuses)[number];

/** Who the application names, as the bureau was asked about them. */
export interface CreditFileApplicant {
  name: string | null;
  /** yyyy-MM-dd */
  date_of_birth: string | null;
  address: string | null;
}

export interface CreditFileRecords {
  applicant: CreditFileApplicant;
  /** The day of the search (yyyy-MM-dd): electoral roll years run to it. */
  searched_at: string | null;
  addresses_submitted: number | null;
  linked_addresses: readonly unknown[];
  electoral_roll: readonly {
    name: string | null;
    address: string | null;
    /** yyyy-MM */
    from: string | null;
    /** yyyy-MM, or null while still registered. */
    to: string | null;
  }[];
  accounts: readonly {
    balance: number | null;
    /** Newest month first. */
    history: readonly { status: string | null }[];
  }[];
  ccjs: readonly { status: string | null; amount: number | null }[];
  insolvencies: readonly { status: string | null }[];
}

export interface CreditFileSummary {
  accountCount: number;
  /** Pence; null when no account states a balance. */
  totalBalance: number | null;
  /** The worst of each account's latest month. */
  worstCurrentStatus: PaymentStatus | null;
  /** The worst of every month in the accounts' histories (at most 12 months each). */
  worstHistoricStatus: PaymentStatus | null;
  ccjs: Record<(typeof ccjStatuses)[number], { count: number; value: number }>;
  insolvencies: Record<InsolvencyStatus, number>;
  addresses: { submitted: number | null; linked: number };
  electoralRoll: { addressConfirmed: boolean; personConfirmed: boolean; years: number | null };
}

const HISTORY_MONTHS = 12;

const normalised = (text: string | null | undefined) =>
  (text ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  normalised(a) !== '' && normalised(a) === normalised(b);

/** Months since year 0 of a yyyy-MM or yyyy-MM-dd date, or null for anything else. */
function monthNumber(date: string | null | undefined): number | null {
  const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

/**
 * What the electoral roll confirms: the applicant's address (an entry at it), the person (an
 * entry in their name) and the whole years registered at that address in that name, up to the
 * search (null when the entries or the search date give no span).
 */
export function electoralRollConfirmation(
  records: Pick<CreditFileRecords, 'applicant' | 'searched_at' | 'electoral_roll'>,
): CreditFileSummary['electoralRoll'] {
  const { applicant, electoral_roll: entries } = records;
  const confirmed = entries.filter(
    (entry) => sameText(entry.name, applicant.name) && sameText(entry.address, applicant.address),
  );
  const searched = monthNumber(records.searched_at);
  const spans = confirmed.flatMap((entry) => {
    const from = monthNumber(entry.from);
    const to = entry.to === null ? searched : monthNumber(entry.to);
    return from === null || to === null || to < from ? [] : [{ from, to }];
  });
  const years =
    spans.length === 0
      ? null
      : Math.floor(
          (Math.max(...spans.map((span) => span.to)) -
            Math.min(...spans.map((span) => span.from))) /
            12,
        );
  return {
    addressConfirmed: entries.some((entry) => sameText(entry.address, applicant.address)),
    personConfirmed: entries.some((entry) => sameText(entry.name, applicant.name)),
    years,
  };
}

export function summariseCreditFile(records: CreditFileRecords): CreditFileSummary {
  const balances = records.accounts
    .map((account) => account.balance)
    .filter((balance): balance is number => balance !== null);
  const ccjs = Object.fromEntries(
    ccjStatuses.map((status) => {
      const matching = records.ccjs.filter((ccj) => ccj.status === status);
      return [
        status,
        {
          count: matching.length,
          value: matching.reduce((total, ccj) => total + (ccj.amount ?? 0), 0),
        },
      ];
    }),
  ) as CreditFileSummary['ccjs'];
  const insolvencies = Object.fromEntries(
    insolvencyStatuses.map((status) => [
      status,
      records.insolvencies.filter((record) => record.status === status).length,
    ]),
  ) as CreditFileSummary['insolvencies'];
  return {
    accountCount: records.accounts.length,
    totalBalance: balances.length === 0 ? null : balances.reduce((a, b) => a + b, 0),
    worstCurrentStatus: worstPaymentStatus(
      records.accounts.map((account) => account.history[0]?.status),
    ),
    worstHistoricStatus: worstPaymentStatus(
      records.accounts.flatMap((account) =>
        account.history.slice(0, HISTORY_MONTHS).map((month) => month.status),
      ),
    ),
    ccjs,
    insolvencies,
    addresses: { submitted: records.addresses_submitted, linked: records.linked_addresses.length },
    electoralRoll: electoralRollConfirmation(records),
  };
}

export const accountMatchFields = [
  ['name', 'Name'],
  ['date_of_birth', 'Date of Birth'],
  ['address', 'Address'],
] as const;

/**
 * How an account matched the applicant, field by field: true when it holds the applicant's
 * value, false when it holds another, null when the account does not state it.
 */
export function accountMatch(
  account: CreditFileApplicant,
  applicant: CreditFileApplicant,
): Record<keyof CreditFileApplicant, boolean | null> {
  const field = (key: keyof CreditFileApplicant) =>
    normalised(account[key]) === '' ? null : sameText(account[key], applicant[key]);
  return { name: field('name'), date_of_birth: field('date_of_birth'), address: field('address') };
}

/** An account's match details: 'Matched: Name, Address; Not matched: Date of Birth'. */
export function accountMatchText(match: Record<keyof CreditFileApplicant, boolean | null>): string {
  const labelled = (wanted: boolean) =>
    accountMatchFields.filter(([key]) => match[key] === wanted).map(([, label]) => label);
  const parts = [
    ['Matched', labelled(true)],
    ['Not matched', labelled(false)],
  ] as const;
  const text = parts
    .filter(([, labels]) => labels.length > 0)
    .map(([heading, labels]) => `${heading}: ${labels.join(', ')}`)
    .join('; ');
  return text || 'N/A';
}
