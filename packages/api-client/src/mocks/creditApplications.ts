import { http, HttpResponse } from 'msw';
import type { components, paths } from '../generated/schema';
import { apiUrl, pageOf } from './contract';

type Schemas = components['schemas'];
type CreditApplicationSummary = Schemas['CreditApplicationSummary'];
type DecisionPolicy = Schemas['DecisionPolicy'];
type ProductPackage = Schemas['ProductPackage'];
type StatusEntry = Schemas['StatusEntry'];
type CreditApplicationsBody =
  paths['/credit-applications']['get']['responses'][200]['content']['application/hal+json'];

/** The statuses the list shows when status[] is not given (the server's default set). */
const defaultStatuses = [
  'ACCEPT',
  'ACTION-CUSTOMER',
  'ACTION-LENDER',
  'COMPLETE',
  'CANCEL',
  'DECLINE',
  'FULFILLED',
  'INSPECT',
  'REFER',
  'PREDECLINE',
  'VERIFIED',
  'PRE-APPROVE',
  'AMENDED',
];
const optionalFields = ['status_logs', 'product_code', 'retailer_reference', 'lender'] as const;
/** The server counts matching rows up to this many, then says "10,000+". */
export const creditApplicationTotalCap = 10_000;

export function makeStatusEntry(overrides: Partial<StatusEntry> = {}): StatusEntry {
  return {
    status: 'ACCEPT',
    current_reason: null,
    timestamp: '2026-11-20T14:05:09Z',
    ...overrides,
  };
}

/** A list row with every optional field, as the server sends it when fields[] names them all. */
export function makeCreditApplicationSummary(
  overrides: Partial<CreditApplicationSummary> = {},
): CreditApplicationSummary {
  const id = overrides.credit_application_id ?? 100234;
  const current = overrides.current_status ?? makeStatusEntry();
  return {
    credit_application_id: id,
    consumer_name: 'Mrs Jane Smith',
    retailer_id: 41,
    retailer_name: 'Harrow Home Furnishings',
    loan_type: 'IS',
    advance_pence: 125_000,
    current_status: current,
    credit_sentry_flagged: false,
    time_submitted: '2026-11-20T14:01:00Z',
    status_logs: [
      current,
      makeStatusEntry({ status: 'REFER', timestamp: '2026-11-20T14:03:00Z' }),
      makeStatusEntry({ status: 'SUBMITTED', timestamp: '2026-11-20T14:01:00Z' }),
    ],
    product_code: 'ISIF12',
    retailer_reference: `ORD-${id}`,
    lender: { lender_id: 2, display_name: 'Northbank Finance' },
    _links: { self: { href: `/api/credit-applications/${id}` } },
    ...overrides,
  };
}

const consumers = ['Mr Tom Baker', 'Ms Ava Patel', 'Dr Sam Okafor', 'Miss Lily Chen', null];
const merchants = ['Harrow Home Furnishings', 'Bright Bikes', 'Oakwood Dental Care', 'Sofa World'];
const statuses = ['ACCEPT', 'DECLINE', 'REFER', 'ACTION-CUSTOMER', 'FULFILLED', 'ATB', 'CANCEL'];
const loanTypes = ['IS', 'ON', 'BL'] as const;

/**
 * `count` list rows, the same on every run: ids from 100001 upwards, a status every 37 minutes
 * back from 20 November 2026, a credit sentry flag on every fifth.
 */
export function makeCreditApplicationSummaries(count: number): CreditApplicationSummary[] {
  const start = Date.parse('2026-11-20T15:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    const timestamp = new Date(start - index * 37 * 60_000).toISOString();
    const status = statuses[index % statuses.length] as string;
    return makeCreditApplicationSummary({
      credit_application_id: 100001 + index,
      consumer_name: consumers[index % consumers.length] ?? null,
      retailer_id: 40 + (index % merchants.length),
      retailer_name: merchants[index % merchants.length] as string,
      loan_type: loanTypes[index % loanTypes.length],
      advance_pence: 25_000 + ((index * 7919) % 400_000),
      current_status: makeStatusEntry({
        status,
        current_reason: status === 'DECLINE' ? 'Affordability' : null,
        timestamp,
      }),
      credit_sentry_flagged: index % 5 === 0,
      time_submitted: new Date(Date.parse(timestamp) - 5 * 60_000).toISOString(),
    });
  });
}

export function makeDecisionPolicy(overrides: Partial<DecisionPolicy> = {}): DecisionPolicy {
  return { decision_policy_id: 1, name: 'Retail standard', is_regulated: true, ...overrides };
}

export function makeProductPackage(overrides: Partial<ProductPackage> = {}): ProductPackage {
  return { product_package_id: 1, name: 'Interest free 12 months', ...overrides };
}

/** What the list handlers serve; `historic` rows only answer historic=true. */
export interface CreditApplicationListMockStore {
  applications: CreditApplicationSummary[];
  historic: CreditApplicationSummary[];
  decisionPolicies: DecisionPolicy[];
  productPackages: ProductPackage[];
}

export function createCreditApplicationListStore(
  applications: CreditApplicationSummary[] = makeCreditApplicationSummaries(60),
): CreditApplicationListMockStore {
  return {
    applications,
    historic: [],
    decisionPolicies: [
      makeDecisionPolicy(),
      makeDecisionPolicy({ decision_policy_id: 2, name: 'Online prime', is_regulated: false }),
    ],
    productPackages: [
      makeProductPackage(),
      makeProductPackage({ product_package_id: 2, name: 'Bullet loan 6 months' }),
    ],
  };
}

const orderKeys: Record<string, (row: CreditApplicationSummary) => string | number> = {
  timestamp: (row) => row.current_status.timestamp,
  time_submitted: (row) => row.time_submitted,
  credit_application_id: (row) => row.credit_application_id,
};

function withFields(row: CreditApplicationSummary, fields: string[]): CreditApplicationSummary {
  const shown = { ...row };
  for (const field of optionalFields) if (!fields.includes(field)) delete shown[field];
  return shown;
}

/**
 * GET /credit-applications as the server answers it: the default statuses, the date range on
 * the status date, Current or Historic, flagged, merchant like-search, order[] on its three
 * keys, optional fields[], a total capped at 10,000, and GET /decision-policies and
 * /product-packages/ a page at a time.
 */
export function creditApplicationListHandlers(store = createCreditApplicationListStore()) {
  return [
    http.get(apiUrl('/credit-applications'), ({ request }) => {
      const url = new URL(request.url);
      const params = url.searchParams;
      const wanted = params.getAll('status[]');
      const listed = wanted.length ? wanted : defaultStatuses;
      const from = params.get('date_from');
      const to = params.get('date_to');
      const like = params.get('retailer_name')?.toLowerCase();
      const flagged = params.get('credit_sentry_flagged');
      const source = params.get('historic') === 'true' ? store.historic : store.applications;
      const matching = source.filter((row) => {
        const day = row.current_status.timestamp.slice(0, 10);
        return (
          listed.includes(row.current_status.status) &&
          (!from || day >= from) &&
          (!to || day <= to) &&
          (!like || row.retailer_name.toLowerCase().includes(like)) &&
          (flagged === null || String(row.credit_sentry_flagged) === flagged)
        );
      });
      const order = params.get('order[]') ?? '-timestamp';
      const key = orderKeys[order.replace(/^-/, '')] ?? orderKeys.timestamp;
      const direction = order.startsWith('-') ? -1 : 1;
      const sorted = [...matching].sort((a, b) => {
        const [left, right] = [key?.(a) ?? 0, key?.(b) ?? 0];
        return (left < right ? -1 : left > right ? 1 : 0) * direction;
      });
      const { items, meta } = pageOf(sorted, url);
      const fields = params.getAll('fields[]');
      const isCapped = meta.total > creditApplicationTotalCap;
      return HttpResponse.json<CreditApplicationsBody>(
        {
          _links: { self: { href: `/api/credit-applications${url.search}` } },
          _embedded: { items: items.map((row) => withFields(row, fields)) },
          meta: {
            ...meta,
            total: Math.min(meta.total, creditApplicationTotalCap),
            ...(isCapped ? { total_capped: true } : {}),
          },
        },
        { headers: { 'Content-Type': 'application/hal+json' } },
      );
    }),
    http.get(apiUrl('/decision-policies'), ({ request }) =>
      HttpResponse.json(pageOf(store.decisionPolicies, new URL(request.url))),
    ),
    http.get(apiUrl('/product-packages/'), ({ request }) =>
      HttpResponse.json(pageOf(store.productPackages, new URL(request.url))),
    ),
  ];
}
