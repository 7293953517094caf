import type { ApiKeyPrincipal, SessionPrincipal } from '../../auth/principal';
import type { Sql } from '../../db/database';
import { invalidProperty, notFound } from '../../http/errors';
import type { OperationContext, OperationHandlers } from '../../http/operations';
import { queueSettlementFile } from '../../jobs/settlementJobs';
import { isoString } from '../credit-applications/access';

export const DEFINITION_NOT_FOUND = 'Settlement definition not found.';

/** The error of a file whose run failed for good before making it. */
export const RUN_GAVE_UP =
  'The run stopped before the file was made. Regenerate & Send to try again.';

/** The longest period one Regenerate & Send may cover. */
export const MAX_REGENERATION_DAYS = 31;

interface FileRow {
  settlement_file_id: number;
  lender_id: number;
  definition_id: number;
  description_short: string;
  generated_at: Date | string;
  file_path: string | null;
  status: string;
  period_start: Date | string | null;
  period_end: Date | string | null;
  trigger: 'daily' | 'manual';
  application_count: number;
  total_pence: string | number;
  error: string | null;
  recipients: { display_name: string; status: string; error: string | null }[];
}

/**
 * A file with its deliveries. A file whose job gave up (a run that failed for good) reports
 * what it had not finished as Timed out, instead of Generating or Sending for ever.
 */
const fileSelect = `
  SELECT f.settlement_file_id, f.lender_id, f.definition_id, f.description_short, f.generated_at,
         f.file_path,
         CASE WHEN f.generation_status = 'Generating' AND j.state = 'failed' THEN 'Timed out'
              ELSE f.generation_status END AS status,
         f.period_start, f.period_end, f.trigger, f.application_count, f.total_pence,
         coalesce(f.error, CASE WHEN f.generation_status = 'Generating' AND j.state = 'failed'
                                THEN '${RUN_GAVE_UP}' END) AS error,
         coalesce((SELECT json_agg(json_build_object(
                     'display_name', d.display_name,
                     'status', CASE WHEN j.state = 'failed' AND d.status IN ('Not started', 'Sending')
                                    THEN 'Timed out' ELSE d.status END,
                     'error', d.error) ORDER BY d.position)
                     FROM settlement_deliveries d WHERE d.settlement_file_id = f.settlement_file_id),
                  '[]') AS recipients
    FROM settlement_files f
    LEFT JOIN jobs j ON j.job_id = f.job_id`;

/** The contract's SettlementFile. */
function toSettlementFile(row: FileRow) {
  return {
    time: isoString(row.generated_at),
    description_short: row.description_short,
    definition_id: String(row.definition_id),
    file_path: row.file_path,
    status: row.status,
    recipients: row.recipients.map(({ display_name, status }) => ({ display_name, status })),
    settlement_file_id: row.settlement_file_id,
    lender_id: row.lender_id,
    period_start: row.period_start === null ? null : isoString(row.period_start),
    period_end: row.period_end === null ? null : isoString(row.period_end),
    trigger: row.trigger,
    application_count: row.application_count,
    total_pence: Number(row.total_pence),
    errors: [
      ...(row.error ? [row.error] : []),
      ...row.recipients
        .filter((recipient) => recipient.error)
        .map((recipient) => `${recipient.display_name}: ${recipient.error}`),
    ],
  };
}

/**
 * The lender a caller is limited to: a lender's user sees their own lender's settlement only;
 * staff and the settlement service's key see every lender.
 */
function lenderScope(principal: OperationContext['principal']): number | null {
  const session = principal as SessionPrincipal | ApiKeyPrincipal;
  return session.kind === 'session' && session.userType === 'lender'
    ? (session.lenderId ?? 0)
    : null;
}

/** The definition (by its id as text), if the caller may see it. */
async function visibleDefinition(
  sql: Sql,
  definitionId: unknown,
  scope: number | null,
): Promise<{ definition_id: number; lender_id: number }> {
  const text = String(definitionId);
  const [row] = /^\d{1,9}$/.test(text)
    ? await sql.query<{ definition_id: number; lender_id: number }>(
        `SELECT definition_id, lender_id FROM settlement_definitions
          WHERE definition_id = $1 AND ($2::int IS NULL OR lender_id = $2)`,
        [Number(text), scope],
      )
    : [];
  if (!row) throw notFound(DEFINITION_NOT_FOUND);
  return row;
}

/** The settlement service: the last run of every lender, history, and Regenerate & Send. */
export const settlementHandlers: OperationHandlers = {
  async getSettlementStatus(context) {
    const scope = lenderScope(context.principal);
    const lenders = await context.sql.query<{ lender_id: number; lender: string }>(
      `SELECT l.lender_id, l.name AS lender FROM lenders l
        WHERE EXISTS (SELECT 1 FROM settlement_definitions d WHERE d.lender_id = l.lender_id)
          AND ($1::int IS NULL OR l.lender_id = $1)
        ORDER BY l.name, l.lender_id`,
      [scope],
    );
    // The latest file of each definition: the lender's last run.
    const files = await context.sql.query<FileRow>(
      `${fileSelect}
        WHERE f.settlement_file_id IN (
          SELECT DISTINCT ON (definition_id) settlement_file_id FROM settlement_files
           WHERE $1::int IS NULL OR lender_id = $1
           ORDER BY definition_id, generated_at DESC, settlement_file_id DESC)
        ORDER BY f.generated_at DESC, f.settlement_file_id DESC`,
      [scope],
    );
    return {
      status: 200,
      body: {
        lenders: lenders.map((lender) => ({
          lender_id: lender.lender_id,
          lender: lender.lender,
          settlement: files
            .filter((file) => file.lender_id === lender.lender_id)
            .map(toSettlementFile),
        })),
      },
    };
  },

  async getSettlementHistory(context) {
    const definition = await visibleDefinition(
      context.sql,
      context.params.definitionId,
      lenderScope(context.principal),
    );
    const count = Number(context.query.count ?? '10');
    const offset = Number(context.query.offset ?? '0');
    if (count < 1 || count > 100) throw invalidProperty('count', 'must be from 1 to 100');
    const [{ total }] = (await context.sql.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM settlement_files WHERE definition_id = $1',
      [definition.definition_id],
    )) as [{ total: number }];
    const rows = await context.sql.query<FileRow>(
      `${fileSelect} WHERE f.definition_id = $1
        ORDER BY f.generated_at DESC, f.settlement_file_id DESC LIMIT $2 OFFSET $3`,
      [definition.definition_id, count, offset],
    );
    return { status: 200, body: { history: rows.map(toSettlementFile), total } };
  },

  async regenerateSettlementFile(context) {
    const body = context.body as { definition_id: string; start_date: number; end_date: number };
    if (body.start_date >= body.end_date) {
      throw invalidProperty('end_date', 'must be after start_date');
    }
    if (body.end_date - body.start_date > MAX_REGENERATION_DAYS * 86_400_000) {
      throw invalidProperty(
        'start_date',
        `must be at most ${MAX_REGENERATION_DAYS} days before end_date`,
      );
    }
    const definition = await visibleDefinition(
      context.sql,
      body.definition_id,
      lenderScope(context.principal),
    );
    const requestedBy = context.principal?.kind === 'session' ? context.principal.userId : null;
    const fileId = await queueSettlementFile(context.sql, {
      definitionId: definition.definition_id,
      periodStart: new Date(body.start_date),
      periodEnd: new Date(body.end_date),
      trigger: 'manual',
      requestedBy,
    });
    await context.sql.query(
      `INSERT INTO audit_log (user_id, action, subject, detail, ip_address) VALUES ($1, $2, $3, $4, $5)`,
      [
        requestedBy,
        'settlement.regenerate',
        `settlement_definition:${definition.definition_id}`,
        JSON.stringify({
          settlement_file_id: fileId,
          start_date: body.start_date,
          end_date: body.end_date,
          ...(context.principal?.kind === 'apiKey'
            ? { api_key_id: context.principal.apiKeyId }
            : {}),
        }),
        context.ip,
      ],
    );
    const [row] = (await context.sql.query<FileRow>(
      `${fileSelect} WHERE f.settlement_file_id = $1`,
      [fileId],
    )) as [FileRow];
    return { status: 202, body: toSettlementFile(row) };
  },
};
