import { audit } from '../../http/audit';
import { forbidden, notFound } from '../../http/errors';
import {
  autocommit,
  sessionOf,
  type OperationContext,
  type OperationHandlers,
} from '../../http/operations';
import type { SessionPrincipal } from '../../auth/principal';
import type { Sql } from '../../db/database';
import {
  APPLICATION_PERMISSIONS,
  applicationLenderScope,
  consumerVisible,
  isoString,
  type ApplicationState,
} from '../credit-applications/access';

/** The audit trail's total is counted up to this, as the other reports' totals are. */
export const AUDIT_TOTAL_CAP = 10_000;
/** A subject access view lists at most this many audit rows. */
const SUBJECT_ACCESS_EVENT_LIMIT = 1_000;

interface AuditRow {
  audit_id: string | number;
  happened_at: Date | string;
  user_id: number | null;
  user_name: string | null;
  ghosted_by: number | null;
  ghost_name: string | null;
  action: string;
  record_kind: string;
  record_id: string | number | null;
  subject: string;
  detail: object | null;
  ip_address: string | null;
}

// A row outlives its user (ADR 0065): a deleted user is named by id.
const actor = (userId: number | null, name: string | null) =>
  userId === null ? null : { user_id: userId, name: name ?? `Deleted user ${userId}` };

/**
 * Audit details that are themselves personal data, with the permission that may read them: an
 * identity image's vendor reference is fraud-check data (100:14), withheld from other readers of
 * the trail as it is on the application.
 */
const DETAIL_PERMISSIONS: Readonly<Record<string, string>> = {
  vendor_reference: APPLICATION_PERMISSIONS.viewFraud,
};

/** Who reads audit rows: a signed-in user, or the owner of an export of the trail. */
interface AuditReader {
  permissions: ReadonlySet<string>;
}

function visibleDetail(reader: AuditReader, detail: object | null) {
  if (detail === null) return null;
  return Object.fromEntries(
    Object.entries(detail).filter(([key]) => {
      const permission = DETAIL_PERMISSIONS[key];
      return permission === undefined || reader.permissions.has(permission);
    }),
  );
}

const toEvent = (reader: AuditReader) => (row: AuditRow) => ({
  audit_id: Number(row.audit_id),
  happened_at: isoString(row.happened_at),
  user: actor(row.user_id, row.user_name),
  ghosted_by: actor(row.ghosted_by, row.ghost_name),
  action: row.action,
  record_kind: row.record_kind,
  record_id: row.record_id === null ? null : Number(row.record_id),
  subject: row.subject,
  detail: visibleDetail(reader, row.detail),
  ip_address: row.ip_address,
});

const eventSelect = `
  SELECT l.audit_id, l.happened_at, l.user_id,
         NULLIF(concat_ws(' ', u.first_name, u.last_name), '') AS user_name,
         l.ghosted_by, NULLIF(concat_ws(' ', g.first_name, g.last_name), '') AS ghost_name,
         l.action, l.record_kind, l.record_id, l.subject, l.detail, l.ip_address
    FROM audit_log l
    LEFT JOIN users u ON u.user_id = l.user_id
    LEFT JOIN users g ON g.user_id = l.ghosted_by`;

/**
 * A lender's user reads only rows about its own lender's applications (ADR 0066); a merchant's
 * user reads none, whatever its group holds.
 */
export function auditScope(
  principal: Pick<SessionPrincipal, 'organisationType' | 'userType' | 'lenderId'>,
): number | null {
  if (principal.organisationType === 'retailer') throw forbidden();
  return applicationLenderScope(principal);
}

const lenderScopeCondition = (param: string) => `(${param}::int IS NULL OR (
  l.record_kind = 'credit_application' AND EXISTS (
    SELECT 1 FROM credit_applications a
     WHERE a.credit_application_id = l.record_id AND a.lender_id = ${param})))`;

/** The trail's filters: who, what, record and period (listAuditEvents' query without paging). */
export const AUDIT_FILTER_NAMES = [
  'user_id',
  'action',
  'record_kind',
  'record_id',
  'date_from',
  'date_to',
] as const;

export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_NAMES)[number], string | number>>;

interface AuditQuery {
  page?: number;
  perPage?: number;
  user_id?: number;
  action?: string;
  record_kind?: string;
  record_id?: number;
  date_from?: string;
  date_to?: string;
}

function auditFilter(query: AuditQuery | AuditFilters, scope: number | null) {
  const values: unknown[] = [scope];
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions = [lenderScopeCondition('$1')];
  if (query.user_id !== undefined) conditions.push(`l.user_id = ${param(query.user_id)}`);
  if (query.action !== undefined) {
    // An area ('credit_application') matches each of its actions; a full action only itself.
    const action = param(query.action);
    conditions.push(`(l.action = ${action} OR l.action LIKE ${action} || '.%')`);
  }
  if (query.record_kind !== undefined) {
    conditions.push(`l.record_kind = ${param(query.record_kind)}`);
  }
  if (query.record_id !== undefined) conditions.push(`l.record_id = ${param(query.record_id)}`);
  if (query.date_from !== undefined) {
    conditions.push(`l.happened_at >= ${param(query.date_from)}::date`);
  }
  if (query.date_to !== undefined) {
    conditions.push(`l.happened_at < ${param(query.date_to)}::date + 1`);
  }
  return { where: conditions.join(' AND '), values, param };
}

async function listAuditEvents(context: OperationContext) {
  const query = context.query as AuditQuery;
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 50;
  const { where, values, param } = auditFilter(query, auditScope(sessionOf(context)));
  const limit = param(perPage);
  const offset = param((page - 1) * perPage);
  const rows = await context.sql.query<AuditRow>(
    `${eventSelect} WHERE ${where} ORDER BY l.audit_id DESC LIMIT ${limit} OFFSET ${offset}`,
    values,
  );
  const counted = await countAuditEvents(
    context.sql,
    query,
    auditScope(sessionOf(context)),
    AUDIT_TOTAL_CAP,
  );
  return {
    status: 200,
    body: {
      items: rows.map(toEvent(sessionOf(context))),
      meta: {
        page,
        perPage,
        total: Math.min(counted, AUDIT_TOTAL_CAP),
        total_capped: counted > AUDIT_TOTAL_CAP,
      },
    },
  };
}

/** Events matching the filters within the scope, counted no further than one past `cap`. */
export async function countAuditEvents(
  sql: Sql,
  filters: AuditQuery | AuditFilters,
  scope: number | null,
  cap: number,
): Promise<number> {
  const { where, values } = auditFilter(filters, scope);
  const [counted] = await sql.query<{ counted: number }>(
    `SELECT count(*)::int AS counted FROM (
       SELECT 1 FROM audit_log l WHERE ${where} LIMIT ${cap + 1}) capped`,
    values,
  );
  return counted?.counted ?? 0;
}

export type AuditEvent = ReturnType<ReturnType<typeof toEvent>>;

/**
 * A batch of the trail as the list answers it (same rows, scope and withheld details), newest
 * first, from the event before `beforeId` (the last one of the previous batch) when given.
 */
export async function auditEventBatch(
  sql: Sql,
  reader: AuditReader,
  filters: AuditFilters,
  scope: number | null,
  batch: { beforeId: number | null; size: number },
): Promise<AuditEvent[]> {
  const { where, values, param } = auditFilter(filters, scope);
  const before = batch.beforeId === null ? '' : ` AND l.audit_id < ${param(batch.beforeId)}`;
  const rows = await sql.query<AuditRow>(
    `${eventSelect} WHERE ${where}${before} ORDER BY l.audit_id DESC LIMIT ${param(batch.size)}`,
    values,
  );
  return rows.map(toEvent(reader));
}

interface ConsumerRow {
  title: string | null;
  forename: string;
  surname: string;
  email_address: string | null;
  date_of_birth: Date | string | null;
}

const isoDate = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * A consumer's subject access view (ADR 0067): the application the consumer is of and every
 * application of the same email address within the user's scope, and each audit row about
 * them. The consumer's own details show only where the user may see that application's
 * personal data; reading the view is audited on each application it shows.
 */
async function getSubjectAccess(context: OperationContext) {
  const principal = sessionOf(context);
  const scope = auditScope(principal);
  const consumerId = Number(context.params.consumerId);
  const [own] = await context.sql.query<ApplicationState & ConsumerRow>(
    `SELECT a.credit_application_id::int AS credit_application_id, a.current_status, a.lender_id,
            a.data_protection_hidden, a.credit_policy_id, a.time_submitted,
            a.manual_decision_status, a.manual_decision_at,
            c.title, c.forename, c.surname, c.email_address, c.date_of_birth
       FROM credit_applications a JOIN consumers c USING (credit_application_id)
      WHERE a.credit_application_id = $1 AND ($2::int IS NULL OR a.lender_id = $2)`,
    [consumerId, scope],
  );
  if (!own) throw notFound('Consumer not found.');
  const applications = await context.sql.query<{
    credit_application_id: number;
    status: string;
    submitted_at: Date | string;
    lender_name: string | null;
  }>(
    `SELECT a.credit_application_id::int AS credit_application_id, a.current_status AS status,
            a.time_submitted AS submitted_at, ln.name AS lender_name
       FROM credit_applications a
       LEFT JOIN lenders ln ON ln.lender_id = a.lender_id
      WHERE ($2::int IS NULL OR a.lender_id = $2)
        AND (a.credit_application_id = $1 OR a.credit_application_id IN (
              SELECT oc.credit_application_id FROM consumers oc
               WHERE $3::text IS NOT NULL AND oc.email_address = $3))
      ORDER BY a.time_submitted DESC, a.credit_application_id DESC`,
    [consumerId, scope, own.email_address],
  );
  const ids = applications.map((application) => application.credit_application_id);
  const events = await context.sql.query<AuditRow>(
    `${eventSelect}
      WHERE l.record_kind = 'credit_application' AND l.record_id = ANY($1::bigint[])
      ORDER BY l.audit_id DESC LIMIT ${SUBJECT_ACCESS_EVENT_LIMIT}`,
    [ids],
  );
  const showsConsumer = consumerVisible(principal, own);
  for (const id of ids) {
    await audit(context.sql, {
      userId: principal.userId,
      action: 'credit_application.subject_access_viewed',
      subject: `credit_application:${id}`,
      detail: { consumer_id: consumerId, consumer_shown: showsConsumer },
      ip: context.ip,
    });
  }
  return {
    status: 200,
    body: {
      consumer_id: consumerId,
      consumer: showsConsumer
        ? {
            title: own.title,
            forename: own.forename,
            surname: own.surname,
            email_address: own.email_address,
            date_of_birth: own.date_of_birth === null ? null : isoDate(own.date_of_birth),
          }
        : null,
      applications: applications.map((application) => ({
        ...application,
        submitted_at: isoString(application.submitted_at),
      })),
      events: events.map(toEvent(principal)),
    },
  };
}

/** The audit trail (200:50) and a consumer's subject access view (200:51). */
export const auditTrailHandlers: OperationHandlers = {
  listAuditEvents: autocommit(listAuditEvents),
  getSubjectAccess,
};
