import type { CreditFileApplicant } from '../../model/index';

/**
 * Readers of the open parts of an application (finance, credit sentry, credit files): the
 * contract types them as plain objects, so each value is checked before it is shown, and a
 * missing one reads as null rather than breaking the page.
 */
type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Loose => (isRecord(value) ? value : {});
const records = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export interface GoodsLine {
  description: string;
  price_pence: number;
  quantity: number;
}

export interface DepositDetails {
  amount_pence: number;
  paid_pence: number;
  remaining_pence: number;
  information: Record<string, string | null>;
  errors: { timestamp: string; message: string }[];
}

export interface FinanceDetails {
  installation: string | null;
  product_code: string | null;
  goods: GoodsLine[];
  goods_total_pence: number;
  advance_pence: number | null;
  outpayment_pence: number | null;
  deposit: DepositDetails | null;
}

export function goodsTotal(goods: readonly GoodsLine[]): number {
  return goods.reduce((total, line) => total + line.price_pence * line.quantity, 0);
}

export function readFinance(finance: Loose | null | undefined): FinanceDetails {
  const source = record(finance);
  const goods = records(source.goods).map((line) => ({
    description: text(line.description) ?? '',
    price_pence: amount(line.price_pence) ?? 0,
    quantity: amount(line.quantity) ?? 0,
  }));
  const deposit = isRecord(source.deposit) ? source.deposit : null;
  const depositAmount = amount(deposit?.amount_pence) ?? 0;
  const paid = amount(deposit?.paid_pence) ?? (deposit?.paid === true ? depositAmount : 0);
  return {
    installation: text(source.installation),
    product_code: text(record(source.product).product_code),
    goods,
    goods_total_pence: amount(source.goods_total_pence) ?? goodsTotal(goods),
    advance_pence: amount(source.advance_pence),
    outpayment_pence: amount(source.outpayment_pence),
    deposit: deposit
      ? {
          amount_pence: depositAmount,
          paid_pence: paid,
          remaining_pence: amount(deposit.remaining_pence) ?? depositAmount - paid,
          information: Object.fromEntries(
            Object.entries(record(deposit.information)).map(([key, value]) => [key, text(value)]),
          ),
          errors: records(deposit.errors).map((error) => ({
            timestamp: text(error.timestamp) ?? '',
            message: text(error.message) ?? '',
          })),
        }
      : null,
  };
}

/** Statuses whose deposit is no longer owed: Remaining shows £0.00 for them. */
export const depositSettledStatuses = ['DECLINE', 'CANCEL', 'PREDECLINE'] as const;

export function depositRemaining(status: string, deposit: DepositDetails): number {
  return (depositSettledStatuses as readonly string[]).includes(status)
    ? 0
    : deposit.remaining_pence;
}

export interface DataItem {
  display: string;
  value: string | number | boolean | null;
}

export interface CreditSentryDetails {
  flags: string[];
  /** The identity and fraud data sources, in the order the spec names them. */
  sources: { key: string; title: string; items: DataItem[] }[];
  /** Sanction search results, one group per match. */
  sanctionGroups: DataItem[][];
  idUploads: { attempt: number; name: string; url: string | null; check_state: string }[];
  idVerificationEvents: {
    name: string;
    payload: Record<string, string | null>;
    occurred_at: string;
  }[];
}

const sourceTitles = [
  // The fraud watch list entries the application matched, when it matched any.
  ['watch_list', 'Watch List'],
  ['tracesmart', 'TraceSmart'],
  ['maxmind', 'MaxMind'],
  ['idscan', 'IDScan'],
  ['bank_enhanced', 'Bank Enhanced'],
] as const;

const dataItems = (value: unknown): DataItem[] =>
  records(value).map((item) => ({
    display: text(item.display) ?? '',
    value:
      typeof item.value === 'boolean' || typeof item.value === 'number'
        ? item.value
        : text(item.value),
  }));

export function readCreditSentry(sentry: Loose | null | undefined): CreditSentryDetails {
  const source = record(sentry);
  return {
    flags: Array.isArray(source.flags)
      ? source.flags.filter((flag) => typeof flag === 'string')
      : [],
    sources: sourceTitles
      .filter(([key]) => Array.isArray(source[key]))
      .map(([key, title]) => ({ key, title, items: dataItems(source[key]) })),
    sanctionGroups: Array.isArray(source.sanction_data)
      ? source.sanction_data.map((group) => dataItems(group))
      : [],
    idUploads: records(source.idUploads).map((upload) => ({
      attempt: amount(upload.attempt) ?? 1,
      name: text(upload.name) ?? '',
      url: text(upload.url),
      check_state: text(upload.check_state) ?? 'pending',
    })),
    idVerificationEvents: records(source.idVerificationEvents).map((event) => ({
      name: text(event.name) ?? '',
      payload: Object.fromEntries(
        Object.entries(record(event.payload)).map(([key, value]) => [key, text(value)]),
      ),
      occurred_at: text(event.occurred_at) ?? '',
    })),
  };
}

/** ID upload check: pending until checked, then passed (yes) or failed (no). */
export function idUploadPassed(checkState: string): 'pending' | 'yes' | 'no' {
  if (checkState === 'passed') return 'yes';
  if (checkState === 'failed') return 'no';
  return 'pending';
}

export interface CreditFileAccount {
  name: string | null;
  date_of_birth: string | null;
  address: string | null;
  company_type: string | null;
  type: string | null;
  start_date: string | null;
  last_updated: string | null;
  settlement_date: string | null;
  status: string | null;
  repayment_period: string | null;
  repayment: number | null;
  credit_limit: number | null;
  balance: number | null;
  current_default_balance: number | null;
  delinquent_balance: number | null;
  status_aggregate: { key: string; count: number }[];
  history: { date: string; status: string | null; balance: number | null }[];
}

export interface CreditFileDetails {
  search_id: string;
  credit_score: number | null;
  score_name: string | null;
  account_name: string | null;
  /** Who the bureau was asked about: the accounts and the electoral roll are matched to them. */
  applicant: CreditFileApplicant;
  /** yyyy-MM-dd */
  searched_at: string | null;
  summary: {
    searches: { months: number; amount: number }[];
    addresses_submitted: number | null;
  };
  electoral_roll: {
    name: string | null;
    address: string | null;
    from: string | null;
    to: string | null;
  }[];
  ccjs: { status: string | null; amount: number | null; date: string | null }[];
  insolvencies: {
    type: string | null;
    status: string | null;
    date: string | null;
  }[];
  affordability: { description: string; value: string | null }[];
  nocs: { text: string; date: string | null }[];
  linked_addresses: string[];
  accounts: CreditFileAccount[];
  extra_data: { description: string; value: string | null }[];
}

/** Months of account history shown at most. */
export const ACCOUNT_HISTORY_MONTHS = 12;

const describedValues = (value: unknown) =>
  records(value).map((item) => ({
    description: text(item.description) ?? '',
    value: text(item.value),
  }));

export function readCreditFile(file: Loose): CreditFileDetails {
  const metadata = record(file.metadata);
  const summaries = record(file.summaries);
  const publicRecords = record(file.public_records);
  return {
    search_id: text(file.search_id) ?? '',
    credit_score: amount(file.credit_score),
    score_name: text(metadata.score_name),
    account_name: text(metadata.account_name),
    applicant: {
      name: text(metadata.account_name),
      date_of_birth: text(metadata.date_of_birth),
      address: text(metadata.address),
    },
    searched_at: text(metadata.searched_at),
    summary: {
      searches: records(summaries.searches).map((search) => ({
        months: amount(search.months) ?? 0,
        amount: amount(search.amount) ?? 0,
      })),
      addresses_submitted: amount(summaries.addresses_submitted),
    },
    electoral_roll: records(file.electoral_roll).map((entry) => ({
      name: text(entry.name),
      address: text(entry.address),
      from: text(entry.from),
      to: text(entry.to),
    })),
    ccjs: records(publicRecords.ccjs).map((ccj) => ({
      status: text(ccj.status),
      amount: amount(ccj.amount),
      date: text(ccj.date),
    })),
    insolvencies: records(publicRecords.insolvencies).map((insolvency) => ({
      type: text(insolvency.type),
      status: text(insolvency.status),
      date: text(insolvency.date),
    })),
    affordability: describedValues(file.affordability),
    nocs: records(file.nocs).map((noc) => ({ text: text(noc.text) ?? '', date: text(noc.date) })),
    linked_addresses: records(file.linked_addresses).map(
      (address) =>
        text(address.address) ?? Object.values(address).map(text).filter(Boolean).join(', '),
    ),
    accounts: records(file.accounts).map((account) => ({
      name: text(account.name),
      date_of_birth: text(account.date_of_birth),
      address: text(account.address),
      company_type: text(account.company_type),
      type: text(account.type),
      start_date: text(account.start_date),
      last_updated: text(account.last_updated),
      settlement_date: text(account.settlement_date),
      status: text(account.status),
      repayment_period: text(account.repayment_period),
      repayment: amount(account.repayment),
      credit_limit: amount(account.credit_limit),
      balance: amount(account.balance),
      current_default_balance: amount(account.current_default_balance),
      delinquent_balance: amount(account.delinquent_balance),
      status_aggregate: records(account.status_aggregate).map((entry) => ({
        key: text(entry.key) ?? '',
        count: amount(entry.count) ?? 0,
      })),
      history: records(account.history)
        .slice(0, ACCOUNT_HISTORY_MONTHS)
        .map((month) => ({
          date: text(month.date) ?? '',
          status: text(month.status),
          balance: amount(month.balance),
        })),
    })),
    extra_data: describedValues(file.extra_data),
  };
}
