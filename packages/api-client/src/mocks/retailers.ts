import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, pageOf, type JsonBody, type RequestJson } from './contract';
import { makeDecisionPolicy, makeProductPackage } from './creditApplications';

type Schemas = components['schemas'];
type Retailer = Schemas['Retailer'];
type RetailerSummary = Schemas['RetailerSummary'];
type RetailerContact = Schemas['RetailerContact'];
type RetailerFlag = Schemas['RetailerFlag'];
type RetailerNote = Schemas['RetailerNote'];
type RetailerUser = Schemas['RetailerUser'];
type RetailerAccountManager = Schemas['RetailerAccountManager'];
type LenderAgreement = Schemas['LenderAgreement'];
type HalLinks = Schemas['HalLinks'];
type AccountStatus = Schemas['RetailerAccountStatus'];
type LenderStatus = Schemas['RetailerLenderStatus'];

/** Who the mock server answers as: the demo users, or a ghost session of a merchant user. */
export type RetailerMockViewer = 'admin' | 'viewer' | 'lender' | 'ghost';

export const retailerMockAccountStatuses: readonly AccountStatus[] = [
  'application',
  'pending',
  'test',
  'provisional',
  'live',
  'suspended',
  'suspended-trading',
  'suspended-settlement',
  'terminated',
  'deleted',
  'declined',
  'rejected',
];

export const retailerMockLenderStatuses: readonly LenderStatus[] = [
  'APPROVED',
  'DECLINED',
  'CONDITIONALLY APPROVED',
  'INFO NEEDED',
  'PENDING',
  'SUSPENDED',
  'SUSPENDED SETTLEMENT',
  'SUSPENDED TRADING',
  null,
];

export function makeRetailerFlag(overrides: Partial<RetailerFlag> = {}): RetailerFlag {
  return {
    id: 301,
    message: 'Chargeback rate above threshold this month.',
    type: 'retailer',
    resolved: false,
    created_at: '2026-11-18T09:30:00Z',
    ...overrides,
  };
}

export function makeRetailerNote(overrides: Partial<RetailerNote> = {}): RetailerNote {
  return {
    note_id: 501,
    author: 'Alex Morgan',
    body: 'Called the merchant about the new showroom opening in March.',
    timestamp: '2026-11-19T10:15:00Z',
    note_type: 'internal',
    lender_name: null,
    retailer_name: null,
    attachments: [],
    correspondents: [],
    ...overrides,
  };
}

export function makeRetailerContact(overrides: Partial<RetailerContact> = {}): RetailerContact {
  return {
    contact_id: 71,
    contact_type: 'primary',
    title: 'Mrs',
    first_name: 'Helen',
    last_name: 'Carter',
    email: 'helen.carter@harrowhome.example',
    telephone: '01132496000',
    mobile: '07700900321',
    address: '12 Kirkgate, Leeds, LS1 6BY',
    ...overrides,
  };
}

export function makeLenderAgreement(overrides: Partial<LenderAgreement> = {}): LenderAgreement {
  return {
    retailer_agreement_id: 91,
    lender_id: 2,
    lender_name: 'Northbridge Finance',
    type: 'html_document',
    html_document_id: 1,
    file_id: null,
    available_documents: [{ document_id: 1, name: 'Northbridge Finance operating agreement' }],
    retailer_agreed: '2026-02-03T12:00:00Z',
    url: null,
    editable: false,
    ...overrides,
  };
}

export function makeRetailerUser(overrides: Partial<RetailerUser> = {}): RetailerUser {
  const first = overrides.first_name ?? 'Owen';
  const last = overrides.last_name ?? 'Price';
  return {
    user_id: 9001,
    username: 'owen.price.41',
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: 'owen.price@merchant.example',
    group_name: 'Managers',
    ...overrides,
  };
}

export function makeAccountManager(
  overrides: Partial<RetailerAccountManager> = {},
): RetailerAccountManager {
  return { user_id: 1, name: 'Alex Morgan', ...overrides };
}

const agreed = (retailer: Pick<Retailer, 'lender_agreements'>) =>
  retailer.lender_agreements.length > 0 &&
  retailer.lender_agreements.every((agreement) => agreement.retailer_agreed);
const closed: readonly AccountStatus[] = ['rejected', 'declined', 'terminated', 'deleted'];

/**
 * The links the server would give this viewer for the merchant's state (the rules of
 * docs/adr/0002: status actions and edits for the provider's staff, the decision policy for
 * lenders, notes for every user who may add them).
 */
export function makeRetailerLinks(
  retailer: Pick<
    Retailer,
    'retailer_id' | 'account_status' | 'lender_statuses' | 'lender_agreements'
  >,
  viewer: RetailerMockViewer = 'admin',
  { hasUsers = true, hasContactEmail = true } = {},
): HalLinks {
  const base = `/retailers/${retailer.retailer_id}`;
  const links: HalLinks = {
    self: { href: base, method: 'GET' },
    contacts: { href: `${base}/contacts`, method: 'GET' },
    notes: { href: `${base}/notes`, method: 'GET' },
    rate_cards: { href: `${base}/rate-cards`, method: 'GET' },
  };
  const post = (relation: string, path: string, title?: string) => {
    links[relation] = { href: `${base}/${path}`, method: 'POST', ...(title ? { title } : {}) };
  };
  const status = retailer.account_status;
  if (viewer === 'lender') {
    post('assign_decision_policy', 'assign-decision-policy', 'Assign Decision Policy');
    post('add_note', 'notes');
  }
  if (viewer === 'ghost') post('add_note', 'notes');
  if (viewer !== 'admin') return links;

  links.health = {
    href: `/backoffice/retailer-diagnostics/${retailer.retailer_id}`,
    method: 'GET',
  };
  if (!closed.includes(status)) {
    const approved = retailer.lender_statuses.some((entry) => entry.status === 'APPROVED');
    if (
      ['provisional', 'test', 'suspended', 'suspended-trading', 'suspended-settlement'].includes(
        status,
      ) &&
      agreed(retailer) &&
      approved
    ) {
      post('accept', 'accept', 'Accept');
    }
    if (['application', 'pending'].includes(status)) {
      post('provisionally_approve', 'provisionally-approve', 'Provisionally Approve');
    }
    if (['application', 'pending', 'provisional', 'test'].includes(status))
      post('reject', 'reject', 'Reject');
    if (['live', 'suspended', 'suspended-trading', 'suspended-settlement'].includes(status)) {
      post('suspend', 'suspend', 'Suspend');
    }
    if (
      ['application', 'pending', 'provisional'].includes(status) &&
      retailer.lender_statuses.some(
        (entry) => entry.status === null || entry.status === 'INFO NEEDED',
      )
    ) {
      post('submit_to_lender', 'submit-to-lender', 'Submit to Lender');
    }
    post('assign_product_package', 'assign-product-package', 'Assign Decision Policy');
    post('assign_account_manager', 'assign-account-manager', 'Assign Account Manager');
    if (status === 'provisional' && !agreed(retailer)) {
      links.assign_operating_agreement = {
        href: `${base}/lender-agreements`,
        method: 'GET',
        title: 'Assign operating agreement',
      };
    }
  }
  if (hasUsers) links.ghost = { href: `${base}/users`, method: 'GET', title: 'Ghost in as User' };
  links.edit = { href: base, method: 'PATCH' };
  links.edit_bank_details = { href: base, method: 'PATCH' };
  links.settings = { href: `${base}/settings`, method: 'PATCH' };
  post('add_contact', 'contacts');
  post('add_flag', 'flags');
  post('add_note', 'notes');
  if (hasContactEmail) post('contact_merchant', 'notes', 'Contact Merchant');
  return links;
}

/** A live merchant with two lenders, two bank accounts, flags, notes and rate cards. */
export function makeRetailer(overrides: Partial<Retailer> = {}): Retailer {
  const retailerId = overrides.retailer_id ?? 41;
  const base: Omit<Retailer, '_links'> = {
    retailer_id: retailerId,
    name: 'Harrow Home Furnishings',
    registration_number: '04567812',
    vat_number: 'FRN654321',
    ccl_number: 'FRN654321',
    ccl_start_date: '2024-04-01',
    legal_status: 'limited',
    principle_trading_url: 'https://www.harrowhome.example',
    description_type_goods: 'Furniture',
    address: {
      address_line_1: '12 Kirkgate',
      address_line_2: null,
      address_line_3: 'Leeds',
      post_code: 'LS1 6BY',
    },
    account_status: 'live',
    created_at: '2024-03-12T09:00:00Z',
    signed_up: '2024-03-20T00:00:00Z',
    flag_status: 'flagged',
    flags: [makeRetailerFlag()],
    notes: [
      makeRetailerNote(),
      makeRetailerNote({
        note_id: 502,
        note_type: 'retailer',
        retailer_name: 'Harrow Home Furnishings',
        body: 'Signed application form attached.',
        timestamp: '2026-11-17T08:00:00Z',
        attachments: [
          {
            name: 'Application form.pdf',
            url: `/api/retailers/${retailerId}/uploads/7/file?expires=1&signature=mock`,
            s3_file_id: 'mock-7',
          },
        ],
      }),
    ],
    note_count: 2,
    account_details: {
      account_manager: makeAccountManager(),
      account_type: 'Professional',
      sign_up_fee: 19_900,
      monthly_cost: 2_900,
    },
    product_package: makeProductPackage({ product_package_id: 3, name: 'Premium retail' }),
    decision_policy: makeDecisionPolicy({ decision_policy_id: 1, name: 'Regulated retail' }),
    company_finance_details: {
      average_time_receipt_goods: '5 days',
      annual_sales_turnover: 420_000_000,
      annual_finance_turnover: 96_000_000,
      net_worth: 150_000_000,
      net_profit: 18_000_000,
      average_order_value: 145_000,
    },
    bank_details: {
      settlement: {
        name: 'Barclays',
        account_holder_name: 'Harrow Home Furnishings Ltd',
        account_number: '41234567',
        sort_code: '20-45-67',
        address: {
          address_line_1: '1 Park Row',
          address_line_2: null,
          address_line_3: 'Leeds',
          post_code: 'LS1 5AA',
        },
      },
      direct_debit: {
        name: 'Northern Savings Bank',
        account_holder_name: 'Harrow Home Furnishings Ltd',
        account_number: '87654321',
        sort_code: '40-11-22',
        address: {
          address_line_1: '2 Market Street',
          address_line_2: null,
          address_line_3: 'Leeds',
          post_code: 'LS1 6DT',
        },
      },
    },
    settings: { cds: { enabled: true, check_factor: 0.3 } },
    lender_agreements: [
      makeLenderAgreement(),
      makeLenderAgreement({
        retailer_agreement_id: 92,
        lender_id: 4,
        lender_name: 'Harbour Lending',
        type: 'pre_agreed_upload',
        html_document_id: null,
        file_id: 8,
        available_documents: [{ document_id: 2, name: 'Harbour Lending operating agreement' }],
        url: `/api/retailers/${retailerId}/uploads/8/file?expires=1&signature=mock`,
      }),
    ],
    lender_statuses: [
      { lender_id: 2, lender_name: 'Northbridge Finance', status: 'APPROVED' },
      { lender_id: 4, lender_name: 'Harbour Lending', status: 'PENDING' },
    ],
    ratecards: [
      {
        rate_card_id: 3,
        type: { rate_card_type_id: 1, name: 'Standard' },
        start_time: '2025-01-01T00:00:00Z',
        end_time: null,
      },
      {
        rate_card_id: 12,
        type: { rate_card_type_id: 2, name: 'Secondary' },
        start_time: '2024-01-01T00:00:00Z',
        end_time: '2024-12-31T23:59:59Z',
      },
    ],
  };
  const merged = { ...base, ...overrides } as Omit<Retailer, '_links'> & { _links?: HalLinks };
  return { ...merged, _links: overrides._links ?? makeRetailerLinks(merged) };
}

/** A list row of the merchant, as the lists show it for the viewer. */
export function toRetailerSummary(
  retailer: Retailer,
  viewer: RetailerMockViewer = 'admin',
): RetailerSummary {
  const statuses =
    viewer === 'lender'
      ? retailer.lender_statuses.filter((entry) => entry.lender_id === 2)
      : retailer.lender_statuses;
  return {
    retailer_id: retailer.retailer_id,
    name: retailer.name,
    account_status: retailer.account_status,
    lender_status: statuses.at(-1)?.status ?? null,
    lender_statuses: statuses,
    account_manager: retailer.account_details.account_manager,
    product_package: retailer.product_package,
    decision_policy: retailer.decision_policy,
    created_at: retailer.created_at,
    flag_count: retailer.flags.length,
    flags: retailer.flags,
    notes: retailer.notes,
    note_count: retailer.note_count,
    // The quick view offers no actions: a row links to its merchant only.
    _links: { self: { href: `/retailers/${retailer.retailer_id}`, method: 'GET' } },
  };
}

export function makeRetailerSummary(overrides: Partial<Retailer> = {}): RetailerSummary {
  return toRetailerSummary(makeRetailer(overrides));
}

const names = [
  'Bright Bikes',
  'Oakwood Dental Care',
  'Sofa World',
  'Pennine Pianos',
  'Greenleaf Garden Rooms',
  'Swift Scooters',
  'Harbour Hearing',
  'Kestrel Kitchens',
  'Morrow Mattresses',
  'Lakeside Laptops',
  'Northgate Jewellers',
  'Thornbury Hot Tubs',
];

/**
 * One merchant per account status (ids 1 to 12, in the order of the statuses), the same on
 * every run: lender statuses cycle through every value and Not set; provisional ones come
 * signed with an approval (4) and unsigned (16 when `count` reaches it); every third has no
 * account manager or policy, every fourth no flags, and names include a very long one.
 */
export function makeRetailersInEveryStatus(count = retailerMockAccountStatuses.length): Retailer[] {
  const start = Date.parse('2026-11-20T09:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    const retailerId = index + 1;
    const status = retailerMockAccountStatuses[index % retailerMockAccountStatuses.length]!;
    const lenderStatus = (offset: number) =>
      retailerMockLenderStatuses[(index * 2 + offset) % retailerMockLenderStatuses.length] ?? null;
    const unsigned = status === 'application' || status === 'pending' || retailerId === 16;
    const agreement = makeLenderAgreement({
      retailer_agreement_id: 100 + retailerId,
      retailer_agreed: unsigned ? null : '2026-02-03T12:00:00Z',
      editable: unsigned,
    });
    return makeRetailer({
      retailer_id: retailerId,
      name:
        retailerId === 7
          ? 'Swift Scooters Home, Garden and Leisure Superstore Trading Under Licence 7'
          : (names[index % names.length] ?? 'Merchant'),
      account_status: status,
      created_at: new Date(start - index * 86_400_000 * 3).toISOString(),
      account_details: {
        account_manager: retailerId % 3 === 0 ? null : makeAccountManager(),
        account_type: 'Standard',
        sign_up_fee: 9_900,
        monthly_cost: 1_500,
      },
      product_package:
        retailerId % 3 === 0
          ? null
          : makeProductPackage({ product_package_id: 3, name: 'Premium retail' }),
      decision_policy:
        retailerId % 3 === 0 ? null : makeDecisionPolicy({ is_regulated: retailerId % 2 === 1 }),
      ccl_number: retailerId === 1 ? null : retailerId === 2 ? 'AB12' : 'FRN123456',
      vat_number: retailerId === 1 ? null : retailerId === 2 ? 'AB12' : 'FRN123456',
      flags: retailerId % 4 === 0 ? [] : [makeRetailerFlag({ id: 300 + retailerId })],
      flag_status: retailerId % 4 === 0 ? 'none' : 'flagged',
      lender_statuses: [
        {
          lender_id: 2,
          lender_name: 'Northbridge Finance',
          status: status === 'provisional' && retailerId === 4 ? 'APPROVED' : lenderStatus(0),
        },
        { lender_id: 4, lender_name: 'Harbour Lending', status: lenderStatus(1) },
      ],
      lender_agreements: [agreement],
    });
  });
}

/** What the merchant handlers serve and change; the tests read the calls they recorded. */
export interface RetailerMockStore {
  retailers: Retailer[];
  contacts: Record<number, RetailerContact[]>;
  notes: Record<number, RetailerNote[]>;
  users: Record<number, RetailerUser[]>;
  accountManagers: RetailerAccountManager[];
  /** Who the server answers as (links, lender scoping). */
  viewer: RetailerMockViewer;
  /** Request bodies by operation, in call order. */
  calls: { operation: string; retailerId: number; body: unknown }[];
  /** Operations answering with this error instead (e.g. `suspend: 409`). */
  failures: Record<string, { status: number; message: string }>;
  /** Ghost tokens issued and not yet used. */
  ghostTokens: Map<string, { userId: number; retailerId: number }>;
}

export function createRetailerStore(
  retailers: Retailer[] = makeRetailersInEveryStatus(),
  viewer: RetailerMockViewer = 'admin',
): RetailerMockStore {
  return {
    retailers,
    contacts: Object.fromEntries(
      retailers.map((retailer) => [
        retailer.retailer_id,
        retailer.retailer_id % 5 === 0
          ? []
          : [
              makeRetailerContact({ contact_id: retailer.retailer_id * 10 + 1 }),
              makeRetailerContact({
                contact_id: retailer.retailer_id * 10 + 2,
                contact_type: 'accounts',
                title: 'Mr',
                first_name: 'Dev',
                last_name: 'Mistry',
                email: 'accounts@harrowhome.example',
                telephone: null,
                address: null,
              }),
            ],
      ]),
    ),
    notes: Object.fromEntries(
      retailers.map((retailer) => [retailer.retailer_id, [...retailer.notes]]),
    ),
    users: Object.fromEntries(
      retailers.map((retailer) => [
        retailer.retailer_id,
        retailer.retailer_id % 8 === 3
          ? []
          : [
              makeRetailerUser({
                user_id: 9000 + retailer.retailer_id * 2,
                username: `owen.price.${retailer.retailer_id}`,
              }),
              makeRetailerUser({
                user_id: 9001 + retailer.retailer_id * 2,
                username: `mia.hughes.${retailer.retailer_id}`,
                first_name: 'Mia',
                last_name: 'Hughes',
                group_name: 'Sales',
              }),
            ],
      ]),
    ),
    accountManagers: [
      makeAccountManager(),
      makeAccountManager({ user_id: 4, name: 'Jordan Blake' }),
      makeAccountManager({ user_id: 5, name: 'Riley Evans' }),
    ],
    viewer,
    calls: [],
    failures: {},
    ghostTokens: new Map(),
  };
}

const statusMoves: Record<string, AccountStatus> = {
  accept: 'live',
  provisionally_approve: 'provisional',
  reject: 'rejected',
};
const suspensions: Record<string, AccountStatus> = {
  '': 'suspended',
  trading: 'suspended-trading',
  settlement: 'suspended-settlement',
};

/**
 * The merchant calls as the server answers them, for `store.viewer`: the lists (filters, order,
 * pages, lender scoping), the merchant with its links, edits, contacts (the primary-contact
 * rule), flags, notes and Contact Merchant, users and ghosting, actions, agreements (a signed
 * one answers 409), account managers, decision policies and product packages. Merchant uploads
 * come from `uploadHandlers`.
 */
export function retailerHandlers(store = createRetailerStore()) {
  const visible = () =>
    store.retailers.filter(
      (retailer) =>
        store.viewer !== 'lender' ||
        retailer.lender_statuses.some((entry) => entry.lender_id === 2),
    );
  const find = (params: Record<string, unknown>) =>
    visible().find((retailer) => retailer.retailer_id === Number(params.retailerId));
  const notFound = (message = 'Merchant not found.') => errorJson(404, 'ERR_NOT_FOUND', message);
  const failure = (operation: string) => {
    const failed = store.failures[operation];
    return failed ? errorJson(failed.status, 'ERR_MOCK', failed.message) : null;
  };
  const refresh = (retailer: Retailer) => {
    retailer.notes = (store.notes[retailer.retailer_id] ?? []).slice(0, 5);
    retailer.note_count = store.notes[retailer.retailer_id]?.length ?? 0;
    retailer.flag_status = retailer.flags.length > 0 ? 'flagged' : 'none';
    retailer._links = makeRetailerLinks(retailer, store.viewer, {
      hasUsers: (store.users[retailer.retailer_id] ?? []).length > 0,
      hasContactEmail: (store.contacts[retailer.retailer_id] ?? []).some(
        (contact) => contact.email,
      ),
    });
    return retailer;
  };
  const hal = (retailer: Retailer) =>
    HttpResponse.json(refresh(retailer), { headers: { 'Content-Type': 'application/hal+json' } });
  const record = async (operation: string, retailerId: number, request: Request) => {
    const body: unknown =
      request.method === 'GET' || request.method === 'DELETE'
        ? null
        : await request.json().catch(() => ({}));
    store.calls.push({ operation, retailerId, body });
    return body;
  };

  const list = (path: '/retailers' | '/retailer-applications') =>
    http.get(apiUrl(path), ({ request }) => {
      const url = new URL(request.url);
      const params = url.searchParams;
      const statuses = params.getAll('account_status[]');
      const lenderStatuses = params.getAll('lender_status[]');
      const name = params.get('name')?.toLowerCase();
      const from = params.get('date_from');
      const to = params.get('date_to');
      const rows = visible()
        .map((retailer) => toRetailerSummary(refresh(retailer), store.viewer))
        .filter((row) => {
          const day = row.created_at.slice(0, 10);
          return (
            (!statuses.length || statuses.includes(row.account_status)) &&
            (!lenderStatuses.length ||
              row.lender_statuses.some((entry) =>
                lenderStatuses.includes(entry.status ?? 'null'),
              )) &&
            (!name || row.name.toLowerCase().includes(name) || String(row.retailer_id) === name) &&
            (!from || day >= from) &&
            (!to || day <= to)
          );
        });
      const order = params.get('order[]') ?? '-created_at';
      const key = order.replace(/^-/, '') as 'created_at' | 'retailer_id' | 'name';
      const direction = order.startsWith('-') ? -1 : 1;
      rows.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * direction);
      const withNotes = params.getAll('fields[]').includes('notes');
      const shown = rows.map(({ notes, note_count: noteCount, ...row }) =>
        withNotes ? { ...row, notes, note_count: noteCount } : row,
      );
      const { items, meta } = pageOf(shown, url, 100);
      return HttpResponse.json<Schemas['RetailerList']>(
        { _links: { self: { href: `${path}${url.search}` } }, _embedded: { items }, meta },
        { headers: { 'Content-Type': 'application/hal+json' } },
      );
    });

  const action = (operation: string, path: Parameters<typeof apiUrl>[0]) =>
    http.post(apiUrl(path), async ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      const body = (await record(operation, retailer.retailer_id, request)) as Record<
        string,
        unknown
      >;
      const failed = failure(operation);
      if (failed) return failed;
      if (!retailer._links[operation]) {
        return errorJson(
          409,
          'ERR_CONFLICT',
          `This action is not available for a merchant in status ${retailer.account_status}.`,
        );
      }
      if (
        operation === 'provisionally_approve' &&
        retailer.decision_policy?.is_regulated &&
        (retailer.ccl_number ?? '').length < 6
      ) {
        return errorJson(
          400,
          'ERR_FRONT_END_VALIDATION_ERROR',
          'As merchant is on a regulated decision policy, a valid CCL number must be provided.',
        );
      }
      const moved = statusMoves[operation];
      if (moved) retailer.account_status = moved;
      if (operation === 'suspend')
        retailer.account_status = suspensions[String(body.type ?? '')] ?? 'suspended';
      if (operation === 'submit_to_lender') {
        const entry = retailer.lender_statuses.find(
          (status) => status.lender_id === body.lender_id,
        );
        if (entry) entry.status = 'PENDING';
        if (retailer.account_status === 'application') retailer.account_status = 'pending';
      }
      if (operation === 'assign_account_manager') {
        retailer.account_details.account_manager =
          store.accountManagers.find((manager) => manager.user_id === body.user_id) ?? null;
      }
      if (operation === 'assign_product_package') {
        retailer.product_package = makeProductPackage({
          product_package_id: Number(body.product_package_id),
        });
      }
      if (operation === 'assign_decision_policy') {
        retailer.decision_policy = makeDecisionPolicy({
          decision_policy_id: Number(body.decision_policy_id),
        });
      }
      return hal(retailer);
    });

  return [
    list('/retailers'),
    list('/retailer-applications'),
    http.get(apiUrl('/retailers/{retailerId}'), ({ params }) => {
      const retailer = find(params);
      return failure('detail') ?? (retailer ? hal(retailer) : notFound());
    }),
    http.patch(apiUrl('/retailers/{retailerId}'), async ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      const update = (await record('update', retailer.retailer_id, request)) as RequestJson<
        '/retailers/{retailerId}',
        'patch'
      >;
      const failed = failure('update');
      if (failed) return failed;
      const { address, account_details, company_finance_details, bank_details, ...company } =
        update;
      Object.assign(retailer, company);
      if (update.vat_number !== undefined) retailer.ccl_number = update.vat_number;
      Object.assign(retailer.address, address);
      Object.assign(retailer.account_details, account_details);
      Object.assign(retailer.company_finance_details, company_finance_details);
      for (const [kind, details] of Object.entries(bank_details ?? {})) {
        const saved = retailer.bank_details[kind];
        if (saved)
          Object.assign(saved, { ...details, address: { ...saved.address, ...details.address } });
      }
      return hal(retailer);
    }),
    http.patch(apiUrl('/retailers/{retailerId}/settings'), async ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      const update = (await record('settings', retailer.retailer_id, request)) as RequestJson<
        '/retailers/{retailerId}/settings',
        'patch'
      >;
      const failed = failure('settings');
      if (failed) return failed;
      Object.assign(retailer.settings.cds, update);
      return HttpResponse.json<JsonBody<'/retailers/{retailerId}/settings', 'patch'>>(
        retailer.settings,
      );
    }),
    http.get(apiUrl('/retailers/{retailerId}/contacts'), ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      return HttpResponse.json(
        pageOf(store.contacts[retailer.retailer_id] ?? [], new URL(request.url), 100),
      );
    }),
    http.post(apiUrl('/retailers/{retailerId}/contacts'), async ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      const body = (await record('createContact', retailer.retailer_id, request)) as RequestJson<
        '/retailers/{retailerId}/contacts',
        'post'
      >;
      const failed = failure('createContact');
      if (failed) return failed;
      const contacts = (store.contacts[retailer.retailer_id] ??= []);
      const contact = makeRetailerContact({
        telephone: null,
        mobile: null,
        address: null,
        ...body,
        contact_id: Math.max(0, ...contacts.map((row) => row.contact_id)) + 1000,
      });
      contacts.push(contact);
      return HttpResponse.json<JsonBody<'/retailers/{retailerId}/contacts', 'post', 201>>(contact, {
        status: 201,
      });
    }),
    http.patch(apiUrl('/retailers/{retailerId}/contacts'), async ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      const body = (await record('updateContact', retailer.retailer_id, request)) as RequestJson<
        '/retailers/{retailerId}/contacts',
        'patch'
      >;
      const failed = failure('updateContact');
      if (failed) return failed;
      const contact = store.contacts[retailer.retailer_id]?.find(
        (row) => row.contact_id === body.contact_id,
      );
      if (!contact) return notFound('Contact not found.');
      Object.assign(contact, body);
      return HttpResponse.json<JsonBody<'/retailers/{retailerId}/contacts', 'patch'>>(contact);
    }),
    http.delete(
      apiUrl('/retailers/{retailerId}/contacts/{contactId}'),
      async ({ params, request }) => {
        const retailer = find(params);
        if (!retailer) return notFound();
        await record('deleteContact', retailer.retailer_id, request);
        const failed = failure('deleteContact');
        if (failed) return failed;
        const contacts = store.contacts[retailer.retailer_id] ?? [];
        const contact = contacts.find((row) => row.contact_id === Number(params.contactId));
        if (!contact) return notFound('Contact not found.');
        if (
          contact.contact_type === 'primary' &&
          contacts.filter((row) => row.contact_type === 'primary').length < 2
        ) {
          return errorJson(
            409,
            'ERR_CONFLICT',
            'A primary contact can be deleted only if more than one primary contact exists.',
          );
        }
        store.contacts[retailer.retailer_id] = contacts.filter((row) => row !== contact);
        return new HttpResponse(null, { status: 204 });
      },
    ),
    http.post(apiUrl('/retailers/{retailerId}/flags'), async ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      const body = (await record('createFlag', retailer.retailer_id, request)) as RequestJson<
        '/retailers/{retailerId}/flags',
        'post'
      >;
      const failed = failure('createFlag');
      if (failed) return failed;
      const flag = makeRetailerFlag({
        id: 800 + retailer.flags.length,
        message: body.message,
        created_at: new Date().toISOString(),
      });
      retailer.flags.unshift(flag);
      return HttpResponse.json<JsonBody<'/retailers/{retailerId}/flags', 'post', 201>>(flag, {
        status: 201,
      });
    }),
    http.patch(apiUrl('/retailers/{retailerId}/flags/{flagId}'), async ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      const body = (await record('updateFlag', retailer.retailer_id, request)) as {
        resolved: boolean;
      };
      const failed = failure('updateFlag');
      if (failed) return failed;
      const flag = retailer.flags.find((row) => row.id === Number(params.flagId));
      if (!flag) return notFound('Flag not found.');
      if (body.resolved) retailer.flags = retailer.flags.filter((row) => row !== flag);
      return HttpResponse.json<JsonBody<'/retailers/{retailerId}/flags/{flagId}', 'patch'>>({
        ...flag,
        ...body,
      });
    }),
    http.get(apiUrl('/retailers/{retailerId}/notes'), ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      return HttpResponse.json(
        pageOf(store.notes[retailer.retailer_id] ?? [], new URL(request.url), 1000),
      );
    }),
    http.post(apiUrl('/retailers/{retailerId}/notes'), async ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      const body = (await record('createNote', retailer.retailer_id, request)) as RequestJson<
        '/retailers/{retailerId}/notes',
        'post'
      >;
      const failed = failure(body.correspondents ? 'email' : 'createNote');
      if (failed) return failed;
      const notes = (store.notes[retailer.retailer_id] ??= []);
      const note = makeRetailerNote({
        note_id: 900 + notes.length,
        body: body.body,
        note_type: body.note_type ?? (store.viewer === 'lender' ? 'lender' : 'internal'),
        lender_name: store.viewer === 'lender' ? 'Northbridge Finance' : null,
        timestamp: new Date().toISOString(),
        attachments: (body.attachments ?? []).map((attachment) => ({
          name: `Attachment ${attachment.upload_id}.pdf`,
          url: `/api/retailers/${retailer.retailer_id}/uploads/${attachment.upload_id}/file?expires=1&signature=mock`,
          s3_file_id: `mock-${attachment.upload_id}`,
        })),
        correspondents: body.correspondents ?? [],
      });
      notes.unshift(note);
      return HttpResponse.json<JsonBody<'/retailers/{retailerId}/notes', 'post', 201>>(note, {
        status: 201,
      });
    }),
    http.get(apiUrl('/retailers/{retailerId}/users'), ({ params, request }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      if (store.viewer !== 'admin')
        return errorJson(403, 'ERR_FORBIDDEN', 'You do not have permission to do this.');
      return HttpResponse.json(
        pageOf(store.users[retailer.retailer_id] ?? [], new URL(request.url), 100),
      );
    }),
    http.get(
      apiUrl('/retailers/{retailerId}/users/{userId}/ghost'),
      async ({ params, request }) => {
        const retailer = find(params);
        if (!retailer) return notFound();
        await record('ghostToken', retailer.retailer_id, request);
        const failed = failure('ghostToken');
        if (failed) return failed;
        const user = store.users[retailer.retailer_id]?.find(
          (row) => row.user_id === Number(params.userId),
        );
        if (!user) return notFound('User not found.');
        const token = `ghost-${retailer.retailer_id}-${user.user_id}-${store.ghostTokens.size + 1}`;
        store.ghostTokens.set(token, { userId: user.user_id, retailerId: retailer.retailer_id });
        return HttpResponse.json<JsonBody<'/retailers/{retailerId}/users/{userId}/ghost', 'get'>>({
          ghost_token: token,
          expires: new Date(Date.now() + 60_000).toISOString(),
          user_id: user.user_id,
          username: user.username,
          retailer_id: retailer.retailer_id,
        });
      },
    ),
    http.post(apiUrl('/ghost'), async ({ request }) => {
      const { ghost_token: token } = (await request.json()) as RequestJson<'/ghost', 'post'>;
      const issued = store.ghostTokens.get(token);
      store.ghostTokens.delete(token);
      const retailer = store.retailers.find((row) => row.retailer_id === issued?.retailerId);
      const user =
        retailer &&
        store.users[retailer.retailer_id]?.find((row) => row.user_id === issued?.userId);
      if (!retailer || !user) {
        return errorJson(
          401,
          'ERR_UNAUTHORISED',
          'This ghost link is not valid, has expired or has already been used.',
        );
      }
      return HttpResponse.json<JsonBody<'/ghost', 'post'>>({
        access_token: `ghost-session-${user.user_id}`,
        expires_in: 3600,
        expires: new Date(Date.now() + 3_600_000).toISOString(),
        user_id: user.user_id,
        username: user.username,
        full_name: user.full_name,
        retailer_id: retailer.retailer_id,
        retailer_name: retailer.name,
        ghosted_by_user_id: 1,
      });
    }),
    action('accept', '/retailers/{retailerId}/accept'),
    action('provisionally_approve', '/retailers/{retailerId}/provisionally-approve'),
    action('reject', '/retailers/{retailerId}/reject'),
    action('suspend', '/retailers/{retailerId}/suspend'),
    action('submit_to_lender', '/retailers/{retailerId}/submit-to-lender'),
    action('assign_product_package', '/retailers/{retailerId}/assign-product-package'),
    action('assign_decision_policy', '/retailers/{retailerId}/assign-decision-policy'),
    action('assign_account_manager', '/retailers/{retailerId}/assign-account-manager'),
    http.get(apiUrl('/retailers/{retailerId}/lender-agreements'), ({ params }) => {
      const retailer = find(params);
      if (!retailer) return notFound();
      const items = retailer.lender_agreements;
      return HttpResponse.json<JsonBody<'/retailers/{retailerId}/lender-agreements', 'get'>>({
        items,
        meta: { page: 1, perPage: Math.max(items.length, 1), total: items.length },
      });
    }),
    http.patch(apiUrl('/retailer-agreements/{agreementId}'), async ({ params, request }) => {
      const retailer = store.retailers.find((row) =>
        row.lender_agreements.some(
          (agreement) => agreement.retailer_agreement_id === Number(params.agreementId),
        ),
      );
      if (!retailer) return notFound('Operating agreement not found.');
      const update = (await record(
        'updateAgreement',
        retailer.retailer_id,
        request,
      )) as RequestJson<'/retailer-agreements/{agreementId}', 'patch'>;
      const failed = failure('updateAgreement');
      if (failed) return failed;
      const agreement = retailer.lender_agreements.find(
        (row) => row.retailer_agreement_id === Number(params.agreementId),
      )!;
      if (agreement.retailer_agreed) {
        return errorJson(
          409,
          'ERR_CONFLICT',
          'This Operating Agreement has been signed. It is not able to change.',
        );
      }
      Object.assign(
        agreement,
        update.type === 'html_document'
          ? {
              type: 'html_document',
              html_document_id: update.html_document_id,
              file_id: null,
              url: null,
            }
          : {
              type: 'pre_agreed_upload',
              html_document_id: null,
              file_id: update.file_id,
              url: `/api/retailers/${retailer.retailer_id}/uploads/${update.file_id}/file?expires=1&signature=mock`,
            },
      );
      return HttpResponse.json<JsonBody<'/retailer-agreements/{agreementId}', 'patch'>>(agreement);
    }),
    http.get(apiUrl('/account-managers'), ({ request }) =>
      HttpResponse.json(pageOf(store.accountManagers, new URL(request.url), 100)),
    ),
  ];
}
