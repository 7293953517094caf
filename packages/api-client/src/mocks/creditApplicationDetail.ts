import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, pageOf, type JsonBody, type RequestJson } from './contract';
import { makeDeclineOverrideRequest } from './approvals';
import { makeRuleFired } from './creditPolicies';
import { uploadHandlers } from './uploads';

type Schemas = components['schemas'];
type CreditApplication = Schemas['CreditApplication'];
type ApplicationConsumer = Schemas['ApplicationConsumer'];
type ApplicationNote = Schemas['ApplicationNote'];
type Decision = Schemas['Decision'];
type DecisionLog = Schemas['DecisionLog'];
type CreditFile = Schemas['CreditFile'];
type FraudInformation = Schemas['FraudInformation'];

type ConsumerAddress = ApplicationConsumer['addresses'][number];
type CreditSentry = NonNullable<CreditApplication['credit_sentry']>;

/** The consumer's current address, lived in for over three years (so no previous one is due). */
export function makeConsumerAddress(overrides: Partial<ConsumerAddress> = {}): ConsumerAddress {
  return {
    address_number: 1,
    flat: null,
    house_name: null,
    street_number: '12',
    street: 'High Street',
    town: 'Leeds',
    district: null,
    county: 'West Yorkshire',
    postcode: 'LS1 4AB',
    time_years: 4,
    time_months: 2,
    ...overrides,
  };
}

export function makeApplicationConsumer(
  overrides: Partial<ApplicationConsumer> = {},
): ApplicationConsumer {
  return {
    title: 'Mrs',
    forename: 'Jane',
    middle_name: null,
    surname: 'Smith',
    phone_number: null,
    mobile_number: '07700900123',
    email_address: 'jane.smith@example.co.uk',
    date_of_birth: '1985-06-14',
    marital_status: 'Married',
    residential_status: 'Homeowner',
    number_dependants: 2,
    nationality: { nationality: 'British', entry_date: null, visa_expiry: null },
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    addresses: [makeConsumerAddress()],
    employment: {
      status: 'Full time',
      occupation: 'Teacher',
      employer_name: 'Leeds City Council',
      time_years: 6,
      salary: 3_450_000,
      salary_type: 'GROSS_ANNUAL',
    },
    bank: {
      time_with_years: 8,
      time_with_months: 3,
      current_account: '12345678',
      sortcode: '20-00-00',
      bank_name: 'Barclays',
      bank_postcode: 'LS1 5AA',
      bank_address_line1: '1 Park Row',
      bank_address_line2: 'Leeds',
    },
    expenditure: [
      { expenditure_type: 'Mortgage or rent', expenditure_amount_pence: 85_000 },
      { expenditure_type: 'Additional costs', expenditure_amount_pence: 20_000 },
    ],
    ...overrides,
  };
}

/** An application in REFER that offers every order action to the user. */
export function makeCreditApplication(
  overrides: Partial<CreditApplication> = {},
): CreditApplication {
  const id = overrides.credit_application_id ?? 100234;
  const base = `/credit-applications/${id}`;
  return {
    credit_application_id: id,
    credit_request_id: 500234,
    loan_type: 'IS',
    advance_pence: 180_000,
    retailer_id: 1,
    retailer_name: 'Acme Furniture',
    retailer_reference: 'ACME-0042',
    retailer_installation_name: 'Leeds showroom',
    lender: { lender_id: 2, display_name: 'Northern Finance' },
    lenders: [{ lender_id: 2, display_name: 'Northern Finance' }],
    lender_reference: 'NF-778812',
    product_code: 'IS-19.9-24',
    current_status: {
      status: 'REFER',
      current_reason: 'Income to be confirmed',
      timestamp: '2026-03-02T10:20:00Z',
    },
    status_logs: [
      {
        status: 'REFER',
        current_reason: 'Income to be confirmed',
        timestamp: '2026-03-02T10:20:00Z',
      },
      { status: 'NO-DECISION', current_reason: null, timestamp: '2026-03-02T10:16:00Z' },
      { status: 'SUBMITTED', current_reason: null, timestamp: '2026-03-02T10:15:00Z' },
    ],
    time_submitted: '2026-03-02T10:15:00Z',
    consumer: makeApplicationConsumer(),
    data_protection_hidden: false,
    finance: {
      installation: 'Leeds showroom',
      product: { product_code: 'IS-19.9-24' },
      goods: [
        { description: 'Oak dining table', price_pence: 150_000, quantity: 1 },
        { description: 'Oak dining chair', price_pence: 25_000, quantity: 2 },
      ],
      goods_total_pence: 200_000,
      advance_pence: 180_000,
      outpayment_pence: 176_400,
      deposit: {
        amount_pence: 20_000,
        paid: false,
        paid_pence: 0,
        remaining_pence: 20_000,
        information: {
          time_paid: null,
          vpstx_id: null,
          card_ending: null,
          security_key: null,
          card_type: null,
          tx_auth_number: null,
          vendor_code: null,
        },
        errors: [
          {
            timestamp: '2026-03-02T10:17:00Z',
            message: 'The card was declined by the issuing bank.',
          },
        ],
      },
    },
    outpayment_pence: 176_400,
    shadow_limit_pence: 250_000,
    customer_link: null,
    current_decision_log_id: 9002,
    manual_decision: null,
    rescore_refusal: null,
    credit_sentry: makeCreditSentry(),
    custom_data: {},
    charges: [],
    csns: [],
    attachments: [],
    notes_count: 1,
    related_applications: [100199],
    related_credit_application_summaries: [
      { credit_application_id: 100199, timestamp: '2025-11-20T09:00:00Z', status: 'DECLINE' },
    ],
    _links: {
      self: { href: base, method: 'GET' },
      force_id_check: {
        href: `${base}/actions/force-id-check`,
        method: 'PUT',
        title: 'Force ID Check',
      },
      verify: { href: `${base}/actions/verify`, method: 'PUT', title: 'Verify' },
      cancel: { href: `${base}/actions/cancel`, method: 'PUT', title: 'Cancel' },
      underwrite: { href: `${base}/actions/underwrite`, method: 'PATCH', title: 'Underwrite' },
      inspect: { href: `${base}/actions/inspect`, method: 'PUT', title: 'Inspect' },
      edit_consumer: { href: `${base}/piiconsumer`, method: 'PATCH' },
      rescore: { href: `${base}/piiconsumer`, method: 'PATCH', title: 'Update and Re-score' },
      add_note: { href: `${base}/notes`, method: 'POST' },
    },
    ...overrides,
  };
}

/** An identity document the consumer uploaded, stored and checked (the check failed). */
export function makeIdUpload(overrides: Record<string, unknown> = {}) {
  return {
    attempt: 1,
    name: 'passport-front.png',
    url: '/api/credit-applications/100234/uploads/31/file?expires=1767225600000&signature=c2lnbmVk',
    check_state: 'failed',
    ...overrides,
  };
}

/** An event of the identity check vendor's, as the application's Credit Sentry lists it. */
export function makeIdVerificationEvent(overrides: Record<string, unknown> = {}) {
  return {
    name: 'id_verification_started',
    payload: { vendor_reference: 'V-7K2P9Q4L', internal_reference: 'I-100234' },
    occurred_at: '2026-03-02T10:21:00Z',
    ...overrides,
  };
}

/**
 * Credit Sentry's findings on an application: one flag, a data section per provider, no sanction
 * match and no identity upload yet. The contract leaves the object open; this is the shape the
 * server sends.
 */
export function makeCreditSentry(overrides: Record<string, unknown> = {}): CreditSentry {
  return {
    flags: ['IP_MISMATCH'],
    maxmind: [{ display: 'Risk score', value: 12.5 }],
    tracesmart: [{ display: 'Sanctions match', value: 'No' }],
    idscan: [{ display: 'Document check', value: 'Passed' }],
    bank_enhanced: [{ display: 'Account verified', value: 'Yes' }],
    idUploads: [],
    idVerificationEvents: [],
    ...overrides,
  };
}

export function makeApplicationNote(overrides: Partial<ApplicationNote> = {}): ApplicationNote {
  return {
    note_id: 1,
    long_text: 'Customer called to confirm the delivery date.',
    noteType: 'Internal Note',
    lender_id: null,
    author: 'Alex Admin',
    created_at: '2026-03-02T11:00:00Z',
    reply_to: null,
    recipients: [],
    attachments: [],
    ...overrides,
  };
}

export function makeDecisionLog(overrides: Partial<DecisionLog> = {}): DecisionLog {
  return {
    decision_log_id: 9002,
    status: 'REFER',
    product_code: 'IS-19.9-24',
    lender_name: 'Northern Finance',
    tier: 'B',
    time_taken: 1840,
    timestamp: '2026-03-02T10:20:00Z',
    rules: [
      makeRuleFired({
        outcome: null,
        result: true,
        description: 'experian:credit_score >= 550 is true',
      }),
      makeRuleFired({
        rule_number: 2,
        rule_name: 'Income check',
        stage_number: 2,
        outcome: 'REFER',
        values_used: { 'application:salary': 18000 },
        description: 'application:salary >= 20000 is false → REFER',
        values: { 'application:salary': '20000' },
      }),
    ],
    service_rules: [],
    credit_policy_id: 12,
    policy_version: 1,
    ...overrides,
  };
}

/**
 * The contract leaves a credit file's sections open (plain objects, typed as empty records), so
 * the factory builds the bureau's shape and hands it over as the contract's type.
 */
/**
 * A credit file that agrees with itself and shows every branch of its summary: arrears and a
 * default, an active and a satisfied CCJ, a discharged insolvency, a linked address and an
 * account that matched on some fields only.
 */
export function makeCreditFile(overrides: Record<string, unknown> = {}): CreditFile {
  const address = '12 Church Lane, York, YO1 7HH';
  const linkedAddress = '4 Mill Road, York, YO1 2AB';
  const history = (balance: number, statuses: string[]) =>
    Array.from({ length: 14 }, (_, month) => ({
      date: `M-${month + 1}`,
      status: statuses[month] ?? '0',
      balance: balance - month * 1000,
    }));
  const accounts = [
    {
      name: 'Jane Smith',
      date_of_birth: '1980-02-03',
      address,
      company_type: 'Bank',
      type: 'Credit card',
      start_date: '2019-05-01',
      status: 'Active',
      balance: 120_000,
      credit_limit: 300_000,
      history: history(120_000, ['0', '0', '1']),
    },
    {
      name: 'J Smith',
      date_of_birth: null,
      address: linkedAddress,
      company_type: 'Finance house',
      type: 'Loan',
      start_date: '2017-09-12',
      status: 'Default',
      balance: 45_000,
      credit_limit: null,
      history: history(45_000, ['D', 'D', '3']),
    },
  ];
  const ccjs = [
    { status: 'Active', amount: 45_000, date: '2022-06-14' },
    { status: 'Satisfied', amount: 12_000, date: '2020-01-09' },
  ];
  const insolvencies = [
    { type: 'Individual Voluntary Arrangement', status: 'Discharged', date: '2018-05-01' },
  ];
  const file = {
    search_id: 'S123456789',
    credit_score: 612,
    metadata: {
      score_name: 'Delphi',
      account_name: 'Jane Smith',
      date_of_birth: '1980-02-03',
      address,
      searched_at: '2026-03-02',
    },
    summaries: {
      searches: [
        { months: 3, amount: 1 },
        { months: 12, amount: 4 },
      ],
      addresses_submitted: 2,
      addresses: 1,
      accounts: accounts.length,
      total_balance: 165_000,
      ccjs: ccjs.length,
      ccj_value: 57_000,
      bankruptcies: insolvencies.length,
    },
    electoral_roll: [{ name: 'Jane Smith', address, from: '2019-04', to: null }],
    public_records: { ccjs, insolvencies },
    affordability: [{ description: 'Monthly disposable income', value: 640 }],
    nocs: [],
    linked_addresses: [{ address: linkedAddress }],
    accounts,
    extra_data: [{ description: 'Bureau reference', value: 'X7K2P9Q4LM' }],
    ...overrides,
  };
  return file as unknown as CreditFile;
}

export function makeDecision(overrides: Partial<Decision> = {}): Decision {
  return {
    decision_id: 9002,
    current: true,
    current_decision_log_id: 9002,
    decision_logs: [makeDecisionLog()],
    credit_files: [makeCreditFile()],
    ...overrides,
  };
}

export function makeFraudInformation(overrides: Partial<FraudInformation> = {}): FraudInformation {
  return {
    status: 'Active',
    sections: [
      {
        title: 'Decisioning',
        items: [
          { display: 'Global result', value: 'PASS' },
          { display: 'Email risk', value: 0.12 },
        ],
      },
      {
        title: 'Deposit',
        items: [
          { display: 'Amount', value: 20_000, unit: 'pence' },
          { display: 'Global result', value: 'REVIEW' },
          { display: 'Card country matches', value: true },
        ],
      },
    ],
    ...overrides,
  };
}

/** What the detail handlers serve and change; the tests read the calls they recorded. */
export interface CreditApplicationMockStore {
  applications: CreditApplication[];
  notes: Record<number, ApplicationNote[]>;
  decisions: Record<number, Decision[]>;
  fraud: FraudInformation;
  /** The applications' approval requests (decline overrides, identity changes), pending first. */
  approvalRequests: components['schemas']['ApprovalRequest'][];
  /** Request bodies by operation, in call order. */
  calls: { operation: string; creditAppId: number; body: unknown }[];
  /** Operations answering with this error instead (e.g. `piiconsumer: 422`). */
  failures: Record<string, { status: number; message: string }>;
}

export function createCreditApplicationStore(
  applications: CreditApplication[] = [makeCreditApplication()],
): CreditApplicationMockStore {
  return {
    applications,
    notes: Object.fromEntries(
      applications.map((app) => [app.credit_application_id, [makeApplicationNote()]]),
    ),
    decisions: Object.fromEntries(
      applications.map((app) => [app.credit_application_id, [makeDecision()]]),
    ),
    fraud: makeFraudInformation(),
    approvalRequests: [],
    calls: [],
    failures: {},
  };
}

const statusAfter: Record<string, string> = {
  force_id_check: 'ACTION-CUSTOMER',
  verify: 'VERIFIED',
  cancel: 'CANCEL',
  inspect: 'INSPECT',
};

/**
 * The application detail calls as the server answers them: a missing application is 404
 * 'Credit request not found', actions move the status and log it, notes are kept in order.
 */
export function creditApplicationDetailHandlers(store = createCreditApplicationStore()) {
  const find = (params: Record<string, unknown>) =>
    store.applications.find((app) => app.credit_application_id === Number(params.creditAppId));
  const notFound = () => errorJson(404, 'ERR_NOT_FOUND', 'Credit request not found');
  const failure = (operation: string) => {
    const failed = store.failures[operation];
    return failed ? errorJson(failed.status, 'ERR_MOCK', failed.message) : null;
  };
  const hal = (application: CreditApplication) =>
    HttpResponse.json(application, { headers: { 'Content-Type': 'application/hal+json' } });
  const moveTo = (application: CreditApplication, status: string, reason: string | null) => {
    const entry = { status, current_reason: reason, timestamp: new Date().toISOString() };
    application.current_status = entry;
    application.status_logs = [entry, ...application.status_logs];
  };

  const actionHandler =
    (action: string) =>
    async ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
      const application = find(params);
      if (!application) return notFound();
      const body = (await request.json()) as { reason?: string; status?: string };
      store.calls.push({ operation: action, creditAppId: application.credit_application_id, body });
      const failed = failure(action);
      if (failed) return failed;
      moveTo(application, body.status ?? statusAfter[action] ?? 'UNKNOWN', body.reason ?? null);
      return hal(application);
    };

  return [
    http.get(apiUrl('/credit-applications/{creditAppId}'), ({ params }) => {
      const application = find(params);
      return failure('detail') ?? (application ? hal(application) : notFound());
    }),
    http.patch(
      apiUrl('/credit-applications/{creditAppId}/piiconsumer'),
      async ({ params, request }) => {
        const application = find(params);
        if (!application) return notFound();
        const body = (await request.json()) as RequestJson<
          '/credit-applications/{creditAppId}/piiconsumer',
          'patch'
        >;
        store.calls.push({
          operation: 'piiconsumer',
          creditAppId: application.credit_application_id,
          body,
        });
        const failed = failure('piiconsumer');
        if (failed) return failed;
        if (application.consumer) {
          application.consumer = {
            ...application.consumer,
            ...body.consumer,
            addresses: body.addresses ?? application.consumer.addresses,
          };
        }
        return hal(application);
      },
    ),
    http.get(apiUrl('/credit-applications/{creditAppId}/notes'), ({ params, request }) => {
      const application = find(params);
      if (!application) return notFound();
      return HttpResponse.json<JsonBody<'/credit-applications/{creditAppId}/notes', 'get'>>(
        pageOf(store.notes[application.credit_application_id] ?? [], new URL(request.url), 100),
      );
    }),
    http.post(apiUrl('/credit-applications/{creditAppId}/notes'), async ({ params, request }) => {
      const application = find(params);
      if (!application) return notFound();
      const body = (await request.json()) as RequestJson<
        '/credit-applications/{creditAppId}/notes',
        'post'
      >;
      const id = application.credit_application_id;
      store.calls.push({ operation: 'notes', creditAppId: id, body });
      const failed = failure('notes');
      if (failed) return failed;
      const notes = (store.notes[id] ??= []);
      const note = makeApplicationNote({
        note_id: notes.length + 1,
        long_text: body.long_text,
        noteType: body.recipients ? 'Email' : (body.noteType ?? 'Internal Note'),
        lender_id: body.lender_id ?? null,
        reply_to: body.reply_to ?? null,
        recipients: body.recipients ?? [],
        attachments: (body.attachments ?? []).map(({ file_name }) => ({ file_name, url: null })),
        created_at: new Date().toISOString(),
      });
      notes.unshift(note);
      application.notes_count = notes.length;
      return HttpResponse.json<JsonBody<'/credit-applications/{creditAppId}/notes', 'post', 201>>(
        note,
        { status: 201 },
      );
    }),
    http.get(apiUrl('/credit-applications/{creditAppId}/decisions'), ({ params }) => {
      const application = find(params);
      if (!application) return notFound();
      return HttpResponse.json<JsonBody<'/credit-applications/{creditAppId}/decisions', 'get'>>({
        items: store.decisions[application.credit_application_id] ?? [],
      });
    }),
    http.get(apiUrl('/credit-applications/{creditAppId}/decision-logs'), ({ params }) => {
      const application = find(params);
      if (!application) return notFound();
      return HttpResponse.json<JsonBody<'/credit-applications/{creditAppId}/decision-logs', 'get'>>(
        {
          items: (store.decisions[application.credit_application_id] ?? []).flatMap(
            (decision) => decision.decision_logs,
          ),
        },
      );
    }),
    http.get(
      apiUrl('/credit-applications/{creditAppId}/decisions/{decisionId}/fraud'),
      ({ params }) =>
        find(params)
          ? HttpResponse.json<
              JsonBody<'/credit-applications/{creditAppId}/decisions/{decisionId}/fraud', 'get'>
            >(store.fraud)
          : notFound(),
    ),
    http.put(
      apiUrl('/credit-applications/{creditAppId}/actions/force-id-check'),
      actionHandler('force_id_check'),
    ),
    http.put(apiUrl('/credit-applications/{creditAppId}/actions/verify'), actionHandler('verify')),
    http.put(apiUrl('/credit-applications/{creditAppId}/actions/cancel'), actionHandler('cancel')),
    http.put(
      apiUrl('/credit-applications/{creditAppId}/actions/inspect'),
      actionHandler('inspect'),
    ),
    http.post(
      apiUrl('/approvals/credit-applications/{creditAppId}/decision'),
      async ({ params, request }) => {
        const application = find(params);
        if (!application) return notFound();
        const body = (await request.json()) as { status: 'ACCEPT'; reason: string };
        store.calls.push({
          operation: 'submitDeclineOverride',
          creditAppId: application.credit_application_id,
          body,
        });
        const submitted = makeDeclineOverrideRequest({
          approval_request_id: store.approvalRequests.length + 1,
          subject_id: application.credit_application_id,
          subject_name: `Credit application ${application.credit_application_id}`,
          reason: body.reason,
          change: {
            kind: 'decline_override',
            before: { status: application.current_status.status },
            after: { status: body.status },
          },
        });
        store.approvalRequests.unshift(submitted);
        return HttpResponse.json(submitted, { status: 201 });
      },
    ),
    http.get(apiUrl('/approvals/credit-applications/{creditAppId}'), ({ params, request }) => {
      const application = find(params);
      if (!application) return notFound();
      return HttpResponse.json(
        pageOf(
          store.approvalRequests.filter(
            (approval) => approval.subject_id === application.credit_application_id,
          ),
          new URL(request.url),
        ),
      );
    }),
    http.patch(
      apiUrl('/credit-applications/{creditAppId}/actions/underwrite'),
      actionHandler('underwrite'),
    ),
    ...uploadHandlers(),
    http.put(apiUrl('/credit-applications/{creditAppId}/agreement'), ({ params }) =>
      find(params)
        ? HttpResponse.json<JsonBody<'/credit-applications/{creditAppId}/agreement', 'put'>>({
            url: 'data:application/pdf;base64,JVBERi0xLjQK',
          })
        : notFound(),
    ),
  ];
}
