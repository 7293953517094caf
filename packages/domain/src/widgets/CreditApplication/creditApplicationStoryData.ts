import { makeCreditFile } from '@backoffice/api-client/mocks';
import type {
  ApplicationConsumerDetails,
  ApplicationDetails,
  ApplicationNoteEntry,
  DecisionLogEntry,
} from './creditApplicationTypes';

/** A consumer with a current address of two years and one previous address. */
export const storyConsumer: ApplicationConsumerDetails = {
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
  addresses: [
    {
      address_number: 1,
      flat: null,
      house_name: null,
      street_number: '12',
      street: 'High Street',
      town: 'Leeds',
      district: null,
      county: 'West Yorkshire',
      postcode: 'LS1 4AB',
      time_years: 2,
      time_months: 2,
    },
    {
      address_number: 2,
      flat: 'Flat 3',
      house_name: 'Rose Court',
      street_number: null,
      street: 'Park Lane',
      town: 'York',
      district: null,
      county: null,
      postcode: 'YO1 7HH',
      time_years: 3,
      time_months: 0,
    },
  ],
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
    { expenditure_type: 'Utilities', expenditure_amount_pence: 20_000 },
  ],
};

export const storyApplication: ApplicationDetails = {
  credit_application_id: 100234,
  credit_request_id: 500234,
  loan_type: 'IS',
  advance_pence: 180_000,
  retailer_name: 'Acme Furniture',
  retailer_reference: 'ACME-0042',
  retailer_installation_name: 'Leeds showroom',
  lender: { lender_id: 2, display_name: 'Northern Finance' },
  lender_reference: 'NF-778812',
  product_code: 'IS-19.9-24',
  current_status: {
    status: 'REFER',
    current_reason: 'Income to be confirmed',
    timestamp: '2026-03-02T10:20:00Z',
  },
  status_logs: [
    { status: 'SUBMITTED', current_reason: null, timestamp: '2026-03-02T10:15:00Z' },
    { status: 'NO-DECISION', current_reason: null, timestamp: '2026-03-02T10:16:00Z' },
    {
      status: 'REFER',
      current_reason: 'Income to be confirmed',
      timestamp: '2026-03-02T10:20:00Z',
    },
  ],
  time_submitted: '2026-03-02T10:15:00Z',
  consumer: storyConsumer,
  finance: {
    installation: 'Leeds showroom',
    product: { product_code: 'IS-19.9-24' },
    goods: [
      { description: 'Oak dining table', price_pence: 150_000, quantity: 1 },
      { description: 'Oak dining chair', price_pence: 25_000, quantity: 2 },
    ],
    advance_pence: 180_000,
    outpayment_pence: 176_400,
    deposit: {
      amount_pence: 20_000,
      paid: false,
      paid_pence: 0,
      remaining_pence: 20_000,
      information: { time_paid: null, vpstx_id: null, card_ending: null },
      errors: [
        {
          timestamp: '2026-03-02T10:17:00Z',
          message: 'The card was declined by the issuing bank.',
        },
        { timestamp: '2026-03-02T10:18:00Z', message: 'The security code did not match.' },
      ],
    },
  },
  shadow_limit_pence: 250_000,
  related_credit_application_summaries: [
    { credit_application_id: 100199, timestamp: '2025-11-20T09:00:00Z', status: 'DECLINE' },
  ],
  _links: {
    self: { href: '/credit-applications/100234', method: 'GET' },
    agreement: { href: '/credit-applications/100234/agreement', method: 'PUT', title: 'Agreement' },
  },
};

/** Every order action the server may offer. */
export const storyActionLinks: ApplicationDetails['_links'] = {
  self: { href: '/credit-applications/100234' },
  force_id_check: { href: '/x', method: 'PUT', title: 'Force ID Check' },
  verify: { href: '/x', method: 'PUT', title: 'Verify' },
  cancel: { href: '/x', method: 'PUT', title: 'Cancel' },
  inspect: { href: '/x', method: 'PUT', title: 'Inspect' },
  underwrite: { href: '/x', method: 'PATCH', title: 'Underwrite' },
};

/** The lenders a story's note may be for: the application's lender. */
export const storyNoteLenders = [{ lender_id: 2, display_name: 'Northern Finance' }];

export const storyNotes: ApplicationNoteEntry[] = [
  {
    note_id: 2,
    long_text: 'Customer asked for the delivery to be moved to Saturday.',
    noteType: 'Retailer Note',
    lender_id: null,
    author: 'Rita Retailer',
    created_at: '2026-03-02T12:00:00Z',
    attachments: [{ file_name: 'delivery-note.pdf', url: null }],
  },
  {
    note_id: 1,
    long_text: 'Income confirmed by payslip.',
    noteType: 'Internal Note',
    lender_id: 2,
    author: 'Alex Admin',
    created_at: '2026-03-02T11:00:00Z',
    attachments: [],
  },
];

export const storyDecisionLogs: DecisionLogEntry[] = [
  {
    decision_log_id: 9002,
    status: 'refer',
    product_code: 'IS-19.9-24',
    lender_name: 'Northern Finance',
    tier: 'B',
    time_taken: 1840,
    timestamp: '2026-03-02T10:20:00Z',
    service_rules: [],
    rules: [
      {
        rule_number: 1,
        rule_name: 'Minimum credit score',
        stage_number: 1,
        outcome: null,
        values_used: { 'experian:credit_score': 612 },
        description: 'experian:credit_score >= 550 is true',
        result: true,
        values: { 'experian:credit_score': '550' },
      },
      {
        rule_number: 2,
        rule_name: 'Income check',
        stage_number: 2,
        outcome: 'REFER',
        values_used: { 'application:salary': 18000 },
        description: 'application:salary >= 20000 is false → REFER',
        result: false,
        values: { 'application:salary': '20000' },
      },
    ],
  },
  {
    decision_log_id: 9001,
    status: 'DECLINE',
    product_code: 'IS-19.9-24',
    lender_name: 'Northern Finance',
    tier: null,
    time_taken: 950,
    timestamp: '2026-03-02T10:16:00Z',
    service_rules: [],
    rules: [],
  },
];

/** A credit file as the bureau sends it, with more history than is shown. */
/** The shared mock credit file, with a notice of correction. */
export const storyCreditFile = makeCreditFile({
  nocs: [{ text: 'The consumer disputes the default recorded in 2022.', date: '2023-02-14' }],
}) as unknown as Record<string, unknown>;

export const storyCreditSentry = {
  flags: ['IP_MISMATCH', 'VELOCITY'],
  maxmind: [{ display: 'Risk score', value: 12.5 }],
  tracesmart: [{ display: 'Sanctions match', value: 'No' }],
  idscan: [{ display: 'Document check', value: 'Passed' }],
  bank_enhanced: [{ display: 'Account verified', value: 'Yes' }],
  sanction_data: [
    [
      { display: 'Name', value: 'J Smith' },
      { display: 'List', value: 'HM Treasury' },
    ],
    [{ display: 'Name', value: 'Jane A Smith' }],
  ],
  idUploads: [
    {
      attempt: 1,
      name: 'passport-front.png',
      url: '/api/credit-applications/100234/uploads/31/file?expires=1767225600000&signature=c2lnbmVk',
      check_state: 'failed',
    },
    { attempt: 2, name: 'driving-licence.png', url: null, check_state: 'pending' },
  ],
  idVerificationEvents: [
    {
      name: 'id_verification_started',
      payload: { vendor_reference: 'V-7K2P9Q4L', internal_reference: 'I-100234' },
      occurred_at: '2026-03-02T10:21:00Z',
    },
    {
      name: 'id_document_uploaded',
      payload: { vendor_reference: 'V-7K2P9Q4L', internal_reference: 'I-100234' },
      occurred_at: '2026-03-02T10:25:00Z',
    },
  ],
};
