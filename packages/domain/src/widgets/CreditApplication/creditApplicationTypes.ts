/**
 * The shapes the credit application widgets draw. They are structurally the contract's
 * snake_case objects (CreditApplication, ApplicationNote, Decision…), so a page passes API
 * answers straight in and the widgets stay free of the api-client. The contract leaves some
 * parts open (finance, credit_sentry, credit files); `creditApplicationData.ts` reads those.
 */
import type { ConsumerAddress } from '../../model/index';
import type { FiredRule } from '../PolicyBuilder';

export interface ApplicationStatusEntry {
  status: string;
  current_reason: string | null;
  timestamp: string;
}

export interface ApplicationLink {
  href: string;
  method?: string;
  title?: string;
}

export type ApplicationLinks = { self: ApplicationLink } & Record<string, ApplicationLink>;

export interface ApplicationAddressDetails extends ConsumerAddress {
  street: string;
  town: string;
  postcode: string;
  time_months: number;
}

export interface ApplicationConsumerDetails {
  title: string | null;
  forename: string;
  middle_name?: string | null;
  surname: string;
  phone_number?: string | null;
  mobile_number?: string | null;
  email_address: string | null;
  date_of_birth?: string | null;
  marital_status?: string | null;
  residential_status?: string | null;
  number_dependants?: number | null;
  nationality?: {
    nationality: string | null;
    entry_date: string | null;
    visa_expiry: string | null;
  } | null;
  user_agent?: string | null;
  addresses: ApplicationAddressDetails[];
  employment?: Record<string, unknown> | null;
  bank?: Record<string, unknown> | null;
  expenditure?: { expenditure_type: string; expenditure_amount_pence: number }[];
}

export interface ApplicationDetails {
  credit_application_id: number;
  credit_request_id: number;
  loan_type: string;
  advance_pence: number;
  retailer_name: string;
  retailer_reference?: string | null;
  retailer_installation_name?: string | null;
  lender: { lender_id: number; display_name: string } | null;
  lender_reference?: string | null;
  product_code?: string;
  current_status: ApplicationStatusEntry;
  status_logs: ApplicationStatusEntry[];
  time_submitted: string;
  consumer: ApplicationConsumerDetails | null;
  finance?: Record<string, unknown> | null;
  credit_sentry?: Record<string, unknown> | null;
  custom_data?: Record<string, string>;
  related_credit_application_summaries?: RelatedApplicationSummary[];
  outpayment_pence?: number | null;
  shadow_limit_pence?: number | null;
  current_decision_log_id?: number | null;
  data_protection_hidden?: boolean;
  notes_count?: number;
  charges?: ApplicationCharge[];
  csns?: ApplicationCsn[];
  attachments?: { name: string; url: string | null }[];
  _links: ApplicationLinks;
}

export interface RelatedApplicationSummary {
  credit_application_id: number;
  timestamp: string;
  status: string;
}

export interface ApplicationCharge {
  description: string;
  created_at: string;
  amount_pence: number;
}

export interface ApplicationCsn {
  type: string;
  app_status: string;
  csn_status: string;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface ApplicationNoteEntry {
  note_id: number;
  long_text: string;
  noteType: string;
  /** The lender the note is for; null for all lenders. */
  lender_id?: number | null;
  author: string;
  created_at: string;
  reply_to?: string | null;
  recipients?: string[];
  attachments: { file_name: string; url: string | null }[];
}

export interface DecisionLogEntry {
  decision_log_id: number;
  status: string;
  product_code: string;
  lender_name: string;
  tier: string | null;
  /** Milliseconds. */
  time_taken: number;
  timestamp: string;
  rules: FiredRule[];
  service_rules: FiredRule[];
}

export interface FraudSection {
  title: string;
  /** An item with unit 'pence' is an amount, shown in pounds. */
  items: { display: string; value: string | number | boolean | null; unit?: 'pence' }[];
}

/** Whether the feature-scoring fraud service ran for the application. */
export type FraudServiceStatus = 'Active' | 'Inactive';
