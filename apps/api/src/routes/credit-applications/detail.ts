import { queueHolderOf } from '../work-queues/workQueues';
import type { components } from '@backoffice/api-client/schema';
import { sessionOf, type OperationContext } from '../../http/operations';
import { notFound } from '../../http/errors';
import {
  applicationRescoreRefusal,
  auditApplication,
  consumerVisible,
  dataProtected,
  isoString,
  manualDecisionOf,
  personalDataAccess,
  visibleApplication,
  type ApplicationState,
} from './access';
import { applicationLinks } from './links';
import { noteVisibility } from './notes';
import { attachmentUrl } from '../uploads';

type CreditApplication = components['schemas']['CreditApplication'];
type ApplicationConsumer = components['schemas']['ApplicationConsumer'];

interface DetailRow {
  credit_application_id: number;
  credit_request_id: string | number;
  loan_type: 'IS' | 'ON' | 'BL';
  advance_pence: number;
  retailer_id: number;
  retailer_name: string;
  retailer_reference: string | null;
  retailer_installation_name: string | null;
  lender_id: number | null;
  lender_name: string | null;
  lender_reference: string | null;
  product_code: string;
  current_status: string;
  current_reason: string | null;
  status_timestamp: Date | string;
  time_submitted: Date | string;
  outpayment_pence: number | null;
  shadow_limit_pence: number | null;
  customer_link: string | null;
  data_protection_hidden: boolean;
  credit_policy_id: number | null;
  manual_decision_status: string | null;
  manual_decision_at: Date | string | null;
  current_decision_log_id: string | number | null;
  engine_decision: string | null;
  notes_count: number;
  status_logs: { status: string; current_reason: string | null; timestamp: string }[];
  lenders: { lender_id: number; display_name: string }[];
  goods: { description: string; price_pence: number; quantity: number }[];
  deposit: {
    amount_pence: number;
    paid: boolean;
    information: Record<string, string | null>;
  } | null;
  deposit_errors: { timestamp: string; message: string }[];
  charges: { description: string; created_at: string; amount_pence: number }[];
  csns: {
    type: string;
    app_status: string;
    csn_status: string;
    timestamp: string;
    data: Record<string, unknown>;
  }[];
  custom_data: Record<string, string> | null;
  attachments: { name: string; upload_id: number; stored: boolean }[];
  related: { credit_application_id: number; timestamp: string; status: string }[];
  sentry: { flags: string[]; content: Record<string, unknown> } | null;
  id_uploads: {
    attempt: number;
    name: string;
    upload_id: number;
    stored: boolean;
    check_state: string;
  }[];
  id_events: {
    name: string;
    vendor_reference: string | null;
    internal_reference: string | null;
    occurred_at: string;
  }[];
}

const jsonList = (select: string) => `COALESCE((${select}), '[]'::json)`;

function detailQuery(noteFilter: string) {
  return `
  SELECT a.credit_application_id::int AS credit_application_id, a.credit_request_id, a.loan_type,
         a.advance_pence, a.retailer_id, r.name AS retailer_name, a.retailer_reference,
         a.retailer_installation_name, a.lender_id, ln.name AS lender_name, a.lender_reference,
         a.product_code, a.current_status, a.current_reason, a.status_timestamp, a.time_submitted,
         a.outpayment_pence, a.shadow_limit_pence, a.customer_link, a.data_protection_hidden,
         a.credit_policy_id, a.manual_decision_status, a.manual_decision_at,
         (SELECT d.decision_log_id FROM decision_logs d
           WHERE d.credit_application_id = a.credit_application_id AND d.is_current) AS current_decision_log_id,
         (SELECT d.status FROM decision_logs d
           WHERE d.credit_application_id = a.credit_application_id AND d.is_current) AS engine_decision,
         (SELECT count(*)::int FROM application_notes n
           WHERE n.credit_application_id = a.credit_application_id AND ${noteFilter}) AS notes_count,
         ${jsonList(`SELECT json_agg(json_build_object('status', l.status, 'current_reason', l.reason,
                        'timestamp', l.logged_at) ORDER BY l.logged_at DESC, l.status_log_id DESC)
                       FROM status_logs l WHERE l.credit_application_id = a.credit_application_id`)} AS status_logs,
         ${jsonList(`SELECT json_agg(json_build_object('lender_id', x.lender_id, 'display_name', xl.name) ORDER BY x.lender_id)
                       FROM application_lenders x JOIN lenders xl ON xl.lender_id = x.lender_id
                      WHERE x.credit_application_id = a.credit_application_id`)} AS lenders,
         ${jsonList(`SELECT json_agg(json_build_object('description', g.description, 'price_pence', g.price_pence,
                        'quantity', g.quantity) ORDER BY g.goods_id)
                       FROM goods g WHERE g.credit_application_id = a.credit_application_id`)} AS goods,
         (SELECT json_build_object('amount_pence', dp.amount_pence, 'paid', dp.paid,
                   'information', json_build_object('time_paid', dp.time_paid,
                     'card_ending', dp.card_ending, 'card_type', dp.card_type,
                     'vendor_code', dp.vendor_code))
            FROM deposits dp WHERE dp.credit_application_id = a.credit_application_id) AS deposit,
         ${jsonList(`SELECT json_agg(json_build_object('timestamp', e.occurred_at, 'message', e.message)
                        ORDER BY e.occurred_at, e.deposit_error_id)
                       FROM deposit_errors e WHERE e.credit_application_id = a.credit_application_id`)} AS deposit_errors,
         ${jsonList(`SELECT json_agg(json_build_object('description', ch.description, 'created_at', ch.created_at,
                        'amount_pence', ch.amount_pence) ORDER BY ch.created_at, ch.charge_id)
                       FROM charges ch WHERE ch.credit_application_id = a.credit_application_id`)} AS charges,
         ${jsonList(`SELECT json_agg(json_build_object('type', s.type, 'app_status', s.app_status,
                        'csn_status', s.csn_status, 'timestamp', s.sent_at, 'data', s.data)
                        ORDER BY s.sent_at, s.csn_id)
                       FROM csns s WHERE s.credit_application_id = a.credit_application_id`)} AS csns,
         (SELECT json_object_agg(cd.name, cd.value ORDER BY cd.name)
            FROM custom_data cd WHERE cd.credit_application_id = a.credit_application_id) AS custom_data,
         ${jsonList(`SELECT json_agg(json_build_object('name', at.name, 'upload_id', at.upload_id,
                        'stored', up.state = 'stored') ORDER BY at.upload_id)
                       FROM application_attachments at JOIN uploads up ON up.upload_id = at.upload_id
                      WHERE at.credit_application_id = a.credit_application_id`)} AS attachments,
         ${jsonList(`SELECT json_agg(json_build_object('credit_application_id', o.credit_application_id,
                        'timestamp', o.status_timestamp, 'status', o.current_status)
                        ORDER BY o.status_timestamp DESC)
                       FROM consumers me
                       JOIN consumers oc ON oc.email_address = me.email_address
                                        AND oc.credit_application_id <> me.credit_application_id
                       JOIN credit_applications o ON o.credit_application_id = oc.credit_application_id
                      WHERE me.credit_application_id = a.credit_application_id
                        AND ($2::int IS NULL OR o.lender_id = $2)`)} AS related,
         (SELECT json_build_object('flags', cs.flags, 'content', cs.content)
            FROM credit_sentry cs WHERE cs.credit_application_id = a.credit_application_id) AS sentry,
         ${jsonList(`SELECT json_agg(json_build_object('attempt', iu.attempt, 'name', u.file_name,
                        'upload_id', u.upload_id, 'stored', u.state = 'stored',
                        'check_state', iu.check_state) ORDER BY iu.attempt, iu.id_upload_id)
                       FROM id_uploads iu JOIN uploads u ON u.upload_id = iu.upload_id
                      WHERE iu.credit_application_id = a.credit_application_id`)} AS id_uploads,
         ${jsonList(`SELECT json_agg(json_build_object('name', ev.name, 'vendor_reference', ev.vendor_reference,
                        'internal_reference', ev.internal_reference, 'occurred_at', ev.occurred_at)
                        ORDER BY ev.occurred_at, ev.event_id)
                       FROM id_verification_events ev
                      WHERE ev.credit_application_id = a.credit_application_id`)} AS id_events
    FROM credit_applications a
    JOIN retailers r ON r.retailer_id = a.retailer_id
    LEFT JOIN lenders ln ON ln.lender_id = a.lender_id
   WHERE a.credit_application_id = $1`;
}

interface ConsumerRow {
  title: string | null;
  forename: string;
  middle_name: string | null;
  surname: string;
  phone_number: string | null;
  mobile_number: string | null;
  email_address: string | null;
  date_of_birth: string | null;
  marital_status: string | null;
  residential_status: string | null;
  number_dependants: number | null;
  nationality: string | null;
  entry_date: string | null;
  visa_expiry: string | null;
  employment_status: string | null;
  occupation: string | null;
  employer_name: string | null;
  employment_time_years: number | null;
  salary_pence: number | null;
  salary_type: string | null;
  bank_time_with_years: number | null;
  bank_time_with_months: number | null;
  bank_current_account: string | null;
  bank_sortcode: string | null;
  bank_name: string | null;
  bank_postcode: string | null;
  bank_address_line1: string | null;
  bank_address_line2: string | null;
  user_agent: string | null;
  addresses: ApplicationConsumer['addresses'];
  expenditure: NonNullable<ApplicationConsumer['expenditure']>;
}

export async function readConsumer(
  context: OperationContext,
  applicationId: number,
): Promise<ApplicationConsumer | null> {
  const [row] = await context.sql.query<ConsumerRow>(
    `SELECT c.title, c.forename, c.middle_name, c.surname, c.phone_number, c.mobile_number,
            c.email_address, to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
            c.marital_status, c.residential_status, c.number_dependants, c.nationality,
            to_char(c.entry_date, 'YYYY-MM-DD') AS entry_date,
            to_char(c.visa_expiry, 'YYYY-MM-DD') AS visa_expiry,
            c.employment_status, c.occupation, c.employer_name, c.employment_time_years,
            c.salary_pence, c.salary_type, c.bank_time_with_years, c.bank_time_with_months,
            c.bank_current_account, c.bank_sortcode, c.bank_name, c.bank_postcode,
            c.bank_address_line1, c.bank_address_line2, c.user_agent,
            ${jsonList(`SELECT json_agg(json_build_object('address_number', ad.address_number, 'flat', ad.flat,
                           'house_name', ad.house_name, 'street_number', ad.street_number,
                           'street', ad.street, 'town', ad.town, 'district', ad.district,
                           'county', ad.county, 'postcode', ad.postcode, 'time_years', ad.time_years,
                           'time_months', ad.time_months) ORDER BY ad.address_number)
                          FROM addresses ad WHERE ad.credit_application_id = c.credit_application_id`)} AS addresses,
            ${jsonList(`SELECT json_agg(json_build_object('expenditure_type', ex.expenditure_type,
                           'expenditure_amount_pence', ex.amount_pence) ORDER BY ex.expenditure_type)
                          FROM consumer_expenditures ex
                         WHERE ex.credit_application_id = c.credit_application_id`)} AS expenditure
       FROM consumers c WHERE c.credit_application_id = $1`,
    [applicationId],
  );
  if (!row) return null;
  return {
    title: row.title,
    forename: row.forename,
    middle_name: row.middle_name,
    surname: row.surname,
    phone_number: row.phone_number,
    mobile_number: row.mobile_number,
    email_address: row.email_address,
    date_of_birth: row.date_of_birth,
    marital_status: row.marital_status,
    residential_status: row.residential_status,
    number_dependants: row.number_dependants,
    nationality:
      row.nationality === null && row.entry_date === null && row.visa_expiry === null
        ? null
        : {
            nationality: row.nationality,
            entry_date: row.entry_date,
            visa_expiry: row.visa_expiry,
          },
    user_agent: row.user_agent,
    addresses: row.addresses,
    employment: {
      status: row.employment_status,
      occupation: row.occupation,
      employer_name: row.employer_name,
      time_years: row.employment_time_years,
      salary: row.salary_pence,
      salary_type: row.salary_type,
    },
    bank: {
      time_with_years: row.bank_time_with_years,
      time_with_months: row.bank_time_with_months,
      current_account: row.bank_current_account,
      sortcode: row.bank_sortcode,
      bank_name: row.bank_name,
      bank_postcode: row.bank_postcode,
      bank_address_line1: row.bank_address_line1,
      bank_address_line2: row.bank_address_line2,
    },
    expenditure: row.expenditure,
  };
}

const withIsoTimes = <T extends object>(items: T[], keys: (keyof T)[]): T[] =>
  items.map((item) => {
    const copy = { ...item };
    for (const key of keys) {
      const value = copy[key];
      if (typeof value === 'string' || value instanceof Date) {
        (copy as Record<keyof T, unknown>)[key] = isoString(value);
      }
    }
    return copy;
  });

/**
 * The application as the detail page shows it, with the links of the actions the user may take
 * now. Showing the consumer's personal data records an audit entry.
 */
export async function readCreditApplication(
  context: OperationContext,
  application: ApplicationState,
): Promise<CreditApplication> {
  const principal = sessionOf(context);
  const id = application.credit_application_id;
  // Planning its fifteen subqueries cost more than running them: planned once per connection.
  const [row] = (await context.sql.query<DetailRow>(
    detailQuery(noteVisibility(principal, 'n')),
    [id, principal.userType === 'lender' ? (principal.lenderId ?? 0) : null],
    { prepared: true },
  )) as [DetailRow];
  const access = personalDataAccess(principal, application);
  const consumer = access.consumer ? await readConsumer(context, id) : null;
  if (consumer) await auditApplication(context, id, 'consumer_viewed');
  const sentry = access.fraud ? row.sentry : null;
  if (sentry) await auditApplication(context, id, 'fraud_viewed');
  // Other applications of the same consumer are found by their email address: personal data.
  const related = access.consumer ? row.related : [];
  const goodsTotal = row.goods.reduce((total, item) => total + item.price_pence * item.quantity, 0);
  const links = applicationLinks(principal, row);
  // Update and Re-score is offered with the consumer edit while ADR 0010's rule allows it.
  const rescoreRefusal = links.edit_consumer ? applicationRescoreRefusal(row) : null;
  return {
    credit_application_id: id,
    credit_request_id: Number(row.credit_request_id),
    loan_type: row.loan_type,
    advance_pence: row.advance_pence,
    retailer_id: row.retailer_id,
    retailer_name: row.retailer_name,
    retailer_reference: row.retailer_reference,
    retailer_installation_name: row.retailer_installation_name,
    lender:
      row.lender_id === null
        ? null
        : { lender_id: row.lender_id, display_name: row.lender_name ?? '' },
    lenders: row.lenders,
    lender_reference: row.lender_reference,
    product_code: row.product_code,
    current_status: {
      status: row.current_status,
      current_reason: row.current_reason,
      timestamp: isoString(row.status_timestamp),
    },
    status_logs: withIsoTimes(row.status_logs, ['timestamp']),
    time_submitted: isoString(row.time_submitted),
    consumer,
    data_protection_hidden: row.data_protection_hidden,
    finance: {
      installation: row.retailer_installation_name,
      product: { product_code: row.product_code },
      goods: row.goods,
      goods_total_pence: goodsTotal,
      advance_pence: row.advance_pence,
      outpayment_pence: row.outpayment_pence,
      deposit: row.deposit
        ? {
            amount_pence: row.deposit.amount_pence,
            paid: row.deposit.paid,
            paid_pence: row.deposit.paid ? row.deposit.amount_pence : 0,
            remaining_pence: row.deposit.paid ? 0 : row.deposit.amount_pence,
            // The payment provider's transaction id, security key and authorisation number
            // are secrets of the payment: they stay on the server.
            information: {
              ...row.deposit.information,
              vpstx_id: null,
              security_key: null,
              tx_auth_number: null,
              time_paid: row.deposit.information.time_paid
                ? isoString(row.deposit.information.time_paid)
                : null,
            },
            errors: withIsoTimes(row.deposit_errors, ['timestamp']),
          }
        : null,
    },
    outpayment_pence: row.outpayment_pence,
    shadow_limit_pence: row.shadow_limit_pence,
    customer_link: row.customer_link,
    current_decision_log_id:
      row.current_decision_log_id === null ? null : Number(row.current_decision_log_id),
    engine_decision: row.engine_decision,
    credit_sentry: sentry
      ? {
          flags: sentry.flags,
          ...sentry.content,
          // ID documents download through the same signed addresses as attachments.
          idUploads: row.id_uploads.map(({ upload_id: uploadId, stored, ...upload }) => ({
            ...upload,
            url: stored ? attachmentUrl(context.config, id, uploadId) : null,
          })),
          idVerificationEvents: row.id_events.map((event) => ({
            name: event.name,
            payload: {
              vendor_reference: event.vendor_reference,
              internal_reference: event.internal_reference,
            },
            occurred_at: isoString(event.occurred_at),
          })),
        }
      : null,
    custom_data: row.custom_data ?? {},
    charges: withIsoTimes(row.charges, ['created_at']),
    csns: withIsoTimes(row.csns, ['timestamp']),
    attachments: row.attachments.map((attachment) => ({
      name: attachment.name,
      url: attachment.stored ? attachmentUrl(context.config, id, attachment.upload_id) : null,
    })),
    notes_count: row.notes_count,
    related_applications: related.map((other) => other.credit_application_id),
    related_credit_application_summaries: withIsoTimes(related, ['timestamp']),
    manual_decision: manualDecisionOf(row),
    queue_holder: await queueHolderOf(context, id),
    rescore_refusal: rescoreRefusal,
    _links:
      links.edit_consumer && rescoreRefusal === null
        ? { ...links, rescore: { ...links.edit_consumer, title: 'Update and Re-score' } }
        : links,
  };
}

export async function getCreditApplication(context: OperationContext) {
  const id = Number(context.params.creditAppId);
  const application = await visibleApplication(context, id);
  return {
    status: 200,
    headers: { 'content-type': 'application/hal+json' },
    body: await readCreditApplication(context, application),
  };
}

/** Changes the retailer reference or custom data values (the names sent; others stay). */
export async function updateCreditApplication(context: OperationContext) {
  const id = Number(context.params.creditAppId);
  const body = context.body as {
    retailer_reference?: string;
    custom_data?: Record<string, string>;
  };
  const application = await visibleApplication(context, id, { forUpdate: true });
  if (body.retailer_reference !== undefined) {
    await context.sql.query(
      'UPDATE credit_applications SET retailer_reference = $2 WHERE credit_application_id = $1',
      [id, body.retailer_reference],
    );
  }
  for (const [name, value] of Object.entries(body.custom_data ?? {})) {
    await context.sql.query(
      `INSERT INTO custom_data (credit_application_id, name, value) VALUES ($1, $2, $3)
       ON CONFLICT (credit_application_id, name) DO UPDATE SET value = EXCLUDED.value`,
      [id, name, value],
    );
  }
  await auditApplication(context, id, 'updated', {
    fields: Object.keys(body),
    custom_data: Object.keys(body.custom_data ?? {}),
  });
  return {
    status: 200,
    headers: { 'content-type': 'application/hal+json' },
    body: await readCreditApplication(context, application),
  };
}

/** The consumer of an application: an application has one, whose id is the application's. */
export async function getApplicationConsumer(context: OperationContext) {
  const principal = sessionOf(context);
  const id = Number(context.params.creditAppId);
  const application = await visibleApplication(context, id);
  if (Number(context.params.consumerId) !== id) throw notFound('Consumer not found.');
  if (!consumerVisible(principal, application)) throw dataProtected();
  const consumer = await readConsumer(context, id);
  if (!consumer) throw notFound('Consumer not found.');
  await auditApplication(context, id, 'consumer_viewed');
  return { status: 200, body: consumer };
}
