import type { components } from '@backoffice/api-client/schema';
import type { LenderStatus } from '@backoffice/domain/model';
import { notFound } from '../../http/errors';
import type { SessionPrincipal } from '../../auth/principal';
import { sessionOf, type OperationContext } from '../../http/operations';
import { uploadDownloadUrl } from '../uploads';
import {
  RETAILER_NOT_FOUND,
  auditRetailer,
  isoString,
  lenderScope,
  queryParams,
  visibleRetailer,
} from './access';
import { retailerLinks, type RetailerLinkState } from './links';
import { flagsVisible, quickViewNotesSql, toRetailerNote, type NoteRow } from './notes';

type Retailer = components['schemas']['Retailer'];
type RetailerFlag = components['schemas']['RetailerFlag'];
type LenderAgreement = components['schemas']['LenderAgreement'];
type RetailerBankDetails = components['schemas']['RetailerBankDetails'];

/** The notes a merchant's page and list row show beside the count. */
export const QUICK_VIEW_NOTES = 5;

interface AgreementRow {
  retailer_agreement_id: number;
  lender_id: number;
  lender_name: string;
  type: 'html_document' | 'pre_agreed_upload';
  html_document_id: number | null;
  file_id: number | null;
  file_stored: boolean;
  retailer_agreed: string | null;
  available_documents: { document_id: number; name: string }[];
}

interface RetailerRow extends AssignmentColumns {
  retailer_id: number;
  name: string;
  registration_number: string | null;
  ccl_number: string | null;
  ccl_start_date: string | null;
  legal_status: string | null;
  principle_trading_url: string | null;
  description_type_goods: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  address_line_3: string | null;
  post_code: string | null;
  account_status: Retailer['account_status'];
  account_type: Retailer['account_details']['account_type'];
  created_at: Date | string;
  signed_up: string | null;
  sign_up_fee_pence: number | null;
  monthly_cost_pence: number | null;
  average_time_receipt_goods: Retailer['company_finance_details']['average_time_receipt_goods'];
  annual_sales_turnover: number | null;
  annual_finance_turnover: number | null;
  net_worth: number | null;
  net_profit: number | null;
  average_order_value: number | null;
  cds_enabled: boolean;
  cds_check_factor: number | null;
  has_users: boolean;
  has_contact_email: boolean;
  flags: (Omit<RetailerFlag, 'created_at'> & { created_at: string })[];
  bank_details: Record<string, Record<string, string | null>>;
  lender_statuses: { lender_id: number; lender_name: string; status: LenderStatus | null }[];
  agreements: AgreementRow[];
  notes: NoteRow[];
  note_count: number;
  ratecards: {
    rate_card_id: number;
    type: { rate_card_type_id: number; name: string };
    start_time: string | null;
    end_time: string | null;
  }[];
}

const jsonList = (select: string) => `COALESCE((${select}), '[]'::json)`;

/** A lender user sees its own lender's status and agreement; the others every lender's. */
const lenderCondition = (alias: string, scopeParam: string) =>
  `(${scopeParam}::int IS NULL OR ${alias}.lender_id = ${scopeParam}::int)`;

/** The merchant with everything its page shows, in one statement. */
function detailSql(
  principal: SessionPrincipal,
  retailerId: number,
  param: (value: unknown) => string,
) {
  const retailerParam = param(retailerId);
  const scopeParam = param(lenderScope(principal));
  const showFlags = flagsVisible(principal);
  return `
  SELECT r.retailer_id, r.name, r.registration_number, r.ccl_number,
         to_char(r.ccl_start_date, 'YYYY-MM-DD') AS ccl_start_date, r.legal_status,
         r.principle_trading_url, r.description_type_goods, r.address_line_1, r.address_line_2,
         r.address_line_3, r.post_code, r.account_status, r.account_type, r.created_at,
         to_char(r.signed_up, 'YYYY-MM-DD') AS signed_up,
         am.user_id AS account_manager_id,
         NULLIF(concat_ws(' ', am.first_name, am.last_name), '') AS account_manager_name,
         r.sign_up_fee_pence, r.monthly_cost_pence,
         pp.product_package_id, pp.name AS product_package_name,
         dp.decision_policy_id, dp.name AS decision_policy_name,
         dp.is_regulated AS decision_policy_regulated,
         r.average_time_receipt_goods,
         r.annual_sales_turnover_pence::float8 AS annual_sales_turnover,
         r.annual_finance_turnover_pence::float8 AS annual_finance_turnover,
         r.net_worth_pence::float8 AS net_worth, r.net_profit_pence::float8 AS net_profit,
         r.average_order_value_pence AS average_order_value,
         r.cds_enabled, r.cds_check_factor::float8 AS cds_check_factor,
         (r.organisation_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM users mu WHERE mu.organisation_id = r.organisation_id)) AS has_users,
         EXISTS (SELECT 1 FROM retailer_contacts c
                  WHERE c.retailer_id = r.retailer_id AND c.email IS NOT NULL) AS has_contact_email,
         ${
           showFlags
             ? jsonList(`SELECT json_agg(json_build_object('id', f.flag_id, 'message', f.message, 'type', f.type,
                            'resolved', f.resolved, 'created_at', f.created_at) ORDER BY f.created_at DESC, f.flag_id DESC)
                           FROM retailer_flags f WHERE f.retailer_id = r.retailer_id AND NOT f.resolved`)
             : `'[]'::json`
         } AS flags,
         COALESCE((SELECT json_object_agg(b.kind, json_build_object('name', b.name,
                     'account_holder_name', b.account_holder_name, 'account_number', b.account_number,
                     'sort_code', b.sort_code, 'address_line_1', b.address_line_1,
                     'address_line_2', b.address_line_2, 'address_line_3', b.address_line_3,
                     'post_code', b.post_code) ORDER BY b.kind)
                     FROM retailer_bank_details b WHERE b.retailer_id = r.retailer_id), '{}'::json) AS bank_details,
         ${jsonList(`SELECT json_agg(json_build_object('lender_id', rl.lender_id, 'lender_name', l.name,
                        'status', rl.lender_status) ORDER BY rl.lender_id)
                       FROM retailer_lenders rl JOIN lenders l ON l.lender_id = rl.lender_id
                      WHERE rl.retailer_id = r.retailer_id AND ${lenderCondition('rl', scopeParam)}`)} AS lender_statuses,
         ${jsonList(`SELECT json_agg(json_build_object('retailer_agreement_id', a.retailer_agreement_id,
                        'lender_id', a.lender_id, 'lender_name', l.name, 'type', a.type,
                        'html_document_id', a.html_document_id, 'file_id', a.file_id,
                        'file_stored', up.state = 'stored', 'retailer_agreed', a.retailer_agreed,
                        'available_documents', ${jsonList(`SELECT json_agg(json_build_object('document_id', d.document_id,
                            'name', d.title) ORDER BY d.title, d.document_id)
                            FROM documents d WHERE d.owner_id = a.lender_id
                             AND d.document_type = 'retailer_operating_agreement'
                             AND d.live_version IS NOT NULL`)})
                        ORDER BY a.lender_id)
                       FROM retailer_agreements a JOIN lenders l ON l.lender_id = a.lender_id
                       LEFT JOIN uploads up ON up.upload_id = a.file_id
                      WHERE a.retailer_id = r.retailer_id AND ${lenderCondition('a', scopeParam)}`)} AS agreements,
         ${jsonList(`SELECT json_agg(json_build_object('rate_card_id', rc.rate_card_id,
                        'type', json_build_object('rate_card_type_id', t.rate_card_type_id, 'name', t.name),
                        'start_time', rc.start_time, 'end_time', rc.end_time)
                        ORDER BY rc.end_time DESC NULLS FIRST, t.name, rc.rate_card_id)
                       FROM retailer_rate_cards rr JOIN rate_cards rc ON rc.rate_card_id = rr.rate_card_id
                       JOIN rate_card_types t ON t.rate_card_type_id = rc.rate_card_type_id
                      WHERE rr.retailer_id = r.retailer_id`)} AS ratecards,
         ${quickViewNotesSql(principal, 'r', QUICK_VIEW_NOTES, param)}
    FROM retailers r
    LEFT JOIN users am ON am.user_id = r.account_manager_user_id
    LEFT JOIN product_packages pp ON pp.product_package_id = r.product_package_id
    LEFT JOIN decision_policies dp ON dp.decision_policy_id = r.decision_policy_id
   WHERE r.retailer_id = ${retailerParam}`;
}

const isoOrNull = (value: string | null) => (value === null ? null : isoString(value));

function toAgreement(
  context: OperationContext,
  retailerId: number,
  row: AgreementRow,
): LenderAgreement {
  return {
    retailer_agreement_id: row.retailer_agreement_id,
    lender_id: row.lender_id,
    lender_name: row.lender_name,
    type: row.type,
    html_document_id: row.html_document_id,
    file_id: row.file_id,
    available_documents: row.available_documents,
    retailer_agreed: isoOrNull(row.retailer_agreed),
    url:
      row.file_id !== null && row.file_stored
        ? uploadDownloadUrl(context.config, 'retailers', retailerId, row.file_id)
        : null,
    editable: row.retailer_agreed === null,
  };
}

/** The merchant's agreements as the contract shows them (the agreements call shares it). */
export async function readAgreements(
  context: OperationContext,
  retailerId: number,
): Promise<LenderAgreement[]> {
  return (await readRetailerRow(context, retailerId)).agreements.map((row) =>
    toAgreement(context, retailerId, row),
  );
}

async function readRetailerRow(
  context: OperationContext,
  retailerId: number,
): Promise<RetailerRow> {
  const { values, param } = queryParams();
  const sql = detailSql(sessionOf(context), retailerId, param);
  const [row] = await context.sql.query<RetailerRow>(sql, values);
  if (!row) throw notFound(RETAILER_NOT_FOUND);
  return row;
}

/** The columns of a merchant's account manager, product package and decision policy. */
export interface AssignmentColumns {
  account_manager_id: number | null;
  account_manager_name: string | null;
  product_package_id: number | null;
  product_package_name: string | null;
  decision_policy_id: number | null;
  decision_policy_name: string | null;
  decision_policy_regulated: boolean | null;
}

/** The merchant's account manager, product package and decision policy; null where none. */
export function assignmentsOf(row: AssignmentColumns) {
  return {
    account_manager:
      row.account_manager_id === null
        ? null
        : { user_id: row.account_manager_id, name: row.account_manager_name ?? '' },
    product_package:
      row.product_package_id === null
        ? null
        : { product_package_id: row.product_package_id, name: row.product_package_name ?? '' },
    decision_policy:
      row.decision_policy_id === null
        ? null
        : {
            decision_policy_id: row.decision_policy_id,
            name: row.decision_policy_name ?? '',
            is_regulated: row.decision_policy_regulated === true,
          },
  };
}

/** What the links of a merchant depend on, from its row. */
function linkState(row: RetailerRow): RetailerLinkState {
  return {
    retailer_id: row.retailer_id,
    account_status: row.account_status,
    lender_statuses: row.lender_statuses,
    lender_agreements: row.agreements,
    has_users: row.has_users,
    has_contact_email: row.has_contact_email,
  };
}

/** The state the actions check, read fresh (and locked with the merchant by the caller). */
export async function readLinkState(
  context: OperationContext,
  retailerId: number,
): Promise<
  RetailerLinkState & {
    decision_policy: { is_regulated: boolean } | null;
    ccl_number: string | null;
  }
> {
  const row = await readRetailerRow(context, retailerId);
  return {
    ...linkState(row),
    decision_policy:
      row.decision_policy_id === null
        ? null
        : { is_regulated: row.decision_policy_regulated === true },
    ccl_number: row.ccl_number,
  };
}

function toBankDetails(kind: Record<string, string | null>): RetailerBankDetails {
  return {
    name: kind.name ?? null,
    account_holder_name: kind.account_holder_name ?? null,
    account_number: kind.account_number ?? null,
    sort_code: kind.sort_code ?? null,
    address: {
      address_line_1: kind.address_line_1 ?? null,
      address_line_2: kind.address_line_2 ?? null,
      address_line_3: kind.address_line_3 ?? null,
      post_code: kind.post_code ?? null,
    },
  };
}

/**
 * The merchant as its page shows it, with the links of what the user may do now. Reading it
 * shows its contacts' personal data (Contact Merchant lists them), so each read is audited.
 */
export async function readRetailer(
  context: OperationContext,
  retailerId: number,
): Promise<Retailer> {
  const principal = sessionOf(context);
  const row = await readRetailerRow(context, retailerId);
  const flags = row.flags.map((flag) => ({ ...flag, created_at: isoString(flag.created_at) }));
  const assigned = assignmentsOf(row);
  return {
    retailer_id: row.retailer_id,
    name: row.name,
    registration_number: row.registration_number,
    vat_number: row.ccl_number,
    ccl_number: row.ccl_number,
    ccl_start_date: row.ccl_start_date,
    legal_status: row.legal_status,
    principle_trading_url: row.principle_trading_url,
    description_type_goods: row.description_type_goods,
    address: {
      address_line_1: row.address_line_1,
      address_line_2: row.address_line_2,
      address_line_3: row.address_line_3,
      post_code: row.post_code,
    },
    account_status: row.account_status,
    created_at: isoString(row.created_at),
    signed_up: row.signed_up === null ? null : isoString(row.signed_up),
    flag_status: flags.length > 0 ? 'flagged' : 'none',
    flags,
    notes: row.notes.map((note) => toRetailerNote(context, note, row.name)),
    note_count: row.note_count,
    account_details: {
      account_manager: assigned.account_manager,
      account_type: row.account_type,
      sign_up_fee: row.sign_up_fee_pence,
      monthly_cost: row.monthly_cost_pence,
    },
    product_package: assigned.product_package,
    decision_policy: assigned.decision_policy,
    company_finance_details: {
      average_time_receipt_goods: row.average_time_receipt_goods,
      annual_sales_turnover: row.annual_sales_turnover,
      annual_finance_turnover: row.annual_finance_turnover,
      net_worth: row.net_worth,
      net_profit: row.net_profit,
      average_order_value: row.average_order_value,
    },
    bank_details: Object.fromEntries(
      Object.entries(row.bank_details).map(([kind, details]) => [kind, toBankDetails(details)]),
    ),
    settings: {
      cds: {
        enabled: row.cds_enabled,
        check_factor: (row.cds_check_factor ?? 0) as Retailer['settings']['cds']['check_factor'],
      },
    },
    lender_agreements: row.agreements.map((agreement) =>
      toAgreement(context, row.retailer_id, agreement),
    ),
    lender_statuses: row.lender_statuses,
    ratecards: row.ratecards.map((card) => ({
      ...card,
      start_time: isoOrNull(card.start_time),
      end_time: isoOrNull(card.end_time),
    })),
    _links: retailerLinks(principal, linkState(row)),
  };
}

/** A merchant's page; each view is audited (its contacts are personal data). */
export async function getRetailer(context: OperationContext) {
  const retailerId = Number(context.params.retailerId);
  await visibleRetailer(context, retailerId);
  const body = await readRetailer(context, retailerId);
  await auditRetailer(context, retailerId, 'viewed');
  return { status: 200, headers: { 'content-type': 'application/hal+json' }, body };
}
