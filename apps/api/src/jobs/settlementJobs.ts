import { csvLine } from '@backoffice/domain/model';
import { json, type Database, type Sql } from '../db/database';
import { JobFailure } from './errors';
import { recordInOutbox, transmitMail, type OutgoingMail } from './mail';
import type { ClaimedJob, JobContext } from './worker';

/** An application is settled, and owed to its merchant, once its order is fulfilled. */
export const SETTLED_STATUS = 'FULFILLED';

/** Where a settlement file is kept: one key per file, so a retried run writes the same one. */
export const settlementFileKey = (lenderId: number, settlementFileId: number) =>
  `settlements/${lenderId}/${settlementFileId}.csv`;

/** Why a delivery found half done when its run was taken up again is not sent again. */
export const INTERRUPTED_DELIVERY =
  'The run stopped while this delivery was being sent, so it was not sent again (it may have ' +
  'arrived). Regenerate & Send to send the file once more.';

const SETTLEMENT_FAILURE = 'The settlement file could not be made. Please try again.';

export interface SettlementPeriod {
  definitionId: number;
  /** Applications settled from here (inclusive)… */
  periodStart: Date;
  /** …to here (exclusive). */
  periodEnd: Date;
  trigger: 'daily' | 'manual';
  requestedBy: number | null;
}

/**
 * A settlement file of the definition for the period, shown as Generating at once, with a
 * delivery (Not started) for each of the definition's recipients, and the job that makes and
 * sends it; all in the caller's transaction. Returns the new file's id.
 */
export async function queueSettlementFile(sql: Sql, period: SettlementPeriod): Promise<number> {
  const [file] = (await sql.query<{ settlement_file_id: number }>(
    `INSERT INTO settlement_files (lender_id, definition_id, description_short, generated_at,
                                   generation_status, period_start, period_end, trigger,
                                   requested_by)
     SELECT d.lender_id, d.definition_id,
            d.description_short || ' ' || to_char($2::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
            now(), 'Generating', $2, $3, $4, $5
       FROM settlement_definitions d WHERE d.definition_id = $1
     RETURNING settlement_file_id`,
    [
      period.definitionId,
      period.periodStart.toISOString(),
      period.periodEnd.toISOString(),
      period.trigger,
      period.requestedBy,
    ],
  )) as [{ settlement_file_id: number }];
  await sql.query(
    `INSERT INTO settlement_deliveries (settlement_file_id, position, recipient_id, display_name, email)
     SELECT $1, (row_number() OVER (ORDER BY r.recipient_id) - 1)::smallint, r.recipient_id,
            r.display_name, r.email
       FROM settlement_recipients r WHERE r.definition_id = $2`,
    [file.settlement_file_id, period.definitionId],
  );
  const [job] = (await sql.query<{ job_id: number }>(
    `INSERT INTO jobs (kind, payload, created_by) VALUES ('settlement', $1, $2)
     RETURNING job_id::int AS job_id`,
    [json({ settlement_file_id: file.settlement_file_id }), period.requestedBy],
  )) as [{ job_id: number }];
  await sql.query('UPDATE settlement_files SET job_id = $2 WHERE settlement_file_id = $1', [
    file.settlement_file_id,
    job.job_id,
  ]);
  return file.settlement_file_id;
}

const DAY_MS = 86_400_000;

/**
 * Takes one definition whose daily run is due (any instance may: FOR UPDATE SKIP LOCKED),
 * queues its file for the day before the run and moves its next run a day on, in one short
 * transaction. Runs missed while no worker ran are each made in turn, so no day goes without
 * its file. Returns the file's id, or null when nothing is due.
 */
export async function queueDueSettlement(db: Database, now = new Date()): Promise<number | null> {
  return db.transaction(async (sql) => {
    const [due] = await sql.query<{ definition_id: number; next_run_at: Date | string }>(
      `SELECT definition_id, next_run_at FROM settlement_definitions
        WHERE enabled AND next_run_at <= $1
        ORDER BY next_run_at, definition_id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [now.toISOString()],
    );
    if (!due) return null;
    const runAt = new Date(due.next_run_at);
    const periodEnd = new Date(
      Date.UTC(runAt.getUTCFullYear(), runAt.getUTCMonth(), runAt.getUTCDate()),
    );
    const fileId = await queueSettlementFile(sql, {
      definitionId: due.definition_id,
      periodStart: new Date(periodEnd.getTime() - DAY_MS),
      periodEnd,
      trigger: 'daily',
      requestedBy: null,
    });
    await sql.query(
      `UPDATE settlement_definitions SET next_run_at = next_run_at + interval '1 day'
        WHERE definition_id = $1`,
      [due.definition_id],
    );
    return fileId;
  });
}

interface FileRow {
  settlement_file_id: number;
  lender_id: number;
  lender_name: string;
  definition_id: number;
  description_short: string;
  generation_status: string;
  file_path: string | null;
  period_start: Date | string;
  period_end: Date | string;
  organisation_id: number;
}

interface DeliveryRow {
  position: number;
  display_name: string;
  email: string | null;
  status: string;
}

const settlementHeaders = [
  'Application ID',
  'Credit Request ID',
  'Merchant ID',
  'Merchant',
  'Merchant Reference',
  'Lender Reference',
  'Product Code',
  'Advance (£)',
  'Payable to Merchant (£)',
  'Fulfilled At',
];

const pounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * The lender's applications fulfilled in the period, each once (its first fulfilment in the
 * period), as CSV cells protected like every CSV; with the count and the total payable.
 */
async function settledApplications(sql: Sql, file: FileRow) {
  const rows = await sql.query<{
    credit_application_id: string;
    credit_request_id: string;
    retailer_id: number;
    retailer_name: string;
    retailer_reference: string | null;
    lender_reference: string | null;
    product_code: string;
    advance_pence: number;
    payable_pence: number;
    fulfilled_at: Date | string;
  }>(
    `SELECT DISTINCT ON (a.credit_application_id)
            a.credit_application_id::text, a.credit_request_id::text, r.retailer_id,
            r.name AS retailer_name, a.retailer_reference, a.lender_reference, a.product_code,
            a.advance_pence, coalesce(a.outpayment_pence, a.advance_pence) AS payable_pence,
            s.logged_at AS fulfilled_at
       FROM status_logs s
       JOIN credit_applications a ON a.credit_application_id = s.credit_application_id
       JOIN retailers r ON r.retailer_id = a.retailer_id
      WHERE s.status = '${SETTLED_STATUS}' AND s.logged_at >= $1 AND s.logged_at < $2
        AND a.lender_id = $3
      ORDER BY a.credit_application_id, s.logged_at`,
    [
      new Date(file.period_start).toISOString(),
      new Date(file.period_end).toISOString(),
      file.lender_id,
    ],
  );
  let totalPence = 0;
  const lines = [csvLine(settlementHeaders)];
  for (const row of rows) {
    totalPence += row.payable_pence;
    lines.push(
      csvLine([
        row.credit_application_id,
        row.credit_request_id,
        row.retailer_id,
        row.retailer_name,
        row.retailer_reference,
        row.lender_reference,
        row.product_code,
        pounds(row.advance_pence),
        pounds(row.payable_pence),
        new Date(row.fulfilled_at).toISOString(),
      ]),
    );
  }
  return { csv: lines.join(''), applicationCount: rows.length, totalPence };
}

/** Makes the file and stores it; marks it Success, or error with the reason when it fails. */
async function generate(context: JobContext, file: FileRow): Promise<string> {
  const key = settlementFileKey(file.lender_id, file.settlement_file_id);
  try {
    const { csv, applicationCount, totalPence } = await settledApplications(context.db, file);
    await context.storage.put(key, Buffer.from(csv));
    await context.db.query(
      `UPDATE settlement_files
          SET generation_status = 'Success', file_path = $2, application_count = $3,
              total_pence = $4, error = NULL
        WHERE settlement_file_id = $1`,
      [file.settlement_file_id, key, applicationCount, totalPence],
    );
    return key;
  } catch (error) {
    await context.storage.remove(key).catch(() => undefined);
    context.log?.error(
      { err: error, settlementFileId: file.settlement_file_id },
      'settlement file failed',
    );
    await context.db.query(
      `UPDATE settlement_files SET generation_status = 'error', error = $2 WHERE settlement_file_id = $1`,
      [file.settlement_file_id, SETTLEMENT_FAILURE],
    );
    throw new JobFailure(SETTLEMENT_FAILURE);
  }
}

function settlementMail(file: FileRow, delivery: DeliveryRow, key: string, context: JobContext) {
  const period = `${new Date(file.period_start).toISOString().slice(0, 10)} to ${new Date(
    file.period_end,
  )
    .toISOString()
    .slice(0, 10)}`;
  return {
    organisationId: file.organisation_id,
    to: delivery.email!,
    subject: `${file.lender_name}: ${file.description_short}`,
    text:
      `${file.description_short} for ${file.lender_name} is attached.\n\n` +
      `Applications fulfilled from ${period} (end exclusive).\n`,
    attachment: {
      filename: `${file.description_short.replace(/[^A-Za-z0-9-]+/g, '-')}.csv`,
      content: () => context.storage.read(key),
    },
    // The same Message-ID whichever attempt sends it.
    messageId: `<settlement-${file.settlement_file_id}-${delivery.position}@backoffice>`,
  } satisfies OutgoingMail;
}

/**
 * Sends the file to each recipient not yet delivered, one by one, each recorded as it happens
 * so that a run taken up again after a restart sends nobody the file twice:
 * - through SMTP: Sending is recorded before the hand-over and Delivered after it; a delivery
 *   found Sending when a run is taken up again may have arrived, so it is marked Timed out
 *   instead of being sent again (an operator can Regenerate & Send);
 * - without SMTP the outbox is the delivery: its message and Delivered are one transaction.
 */
async function deliver(context: JobContext, file: FileRow, key: string) {
  const deliveries = await context.db.query<DeliveryRow>(
    `SELECT position, display_name, email, status FROM settlement_deliveries
      WHERE settlement_file_id = $1 AND status <> 'Delivered' ORDER BY position`,
    [file.settlement_file_id],
  );
  let failed = 0;
  for (const delivery of deliveries) {
    const where = [file.settlement_file_id, delivery.position] as const;
    if (delivery.status === 'Sending') {
      await context.db.query(
        `UPDATE settlement_deliveries SET status = 'Timed out', error = $3
          WHERE settlement_file_id = $1 AND position = $2`,
        [...where, INTERRUPTED_DELIVERY],
      );
      failed += 1;
      continue;
    }
    if (delivery.status !== 'Not started' || !delivery.email) continue;
    const mail = settlementMail(file, delivery, key, context);
    if (!context.config.smtpUrl) {
      await context.db.transaction(async (sql) => {
        await recordInOutbox(sql, mail, null);
        await sql.query(
          `UPDATE settlement_deliveries SET status = 'Delivered', attempted_at = now(),
                  delivered_at = now(), error = NULL
            WHERE settlement_file_id = $1 AND position = $2`,
          where,
        );
      });
      continue;
    }
    await context.db.query(
      `UPDATE settlement_deliveries SET status = 'Sending', attempted_at = now()
        WHERE settlement_file_id = $1 AND position = $2`,
      where,
    );
    try {
      await transmitMail(context.config, mail);
    } catch (error) {
      context.log?.error(
        { err: error, ...mail, attachment: undefined },
        'settlement delivery failed',
      );
      await context.db.query(
        `UPDATE settlement_deliveries SET status = 'Timed out', error = $3
          WHERE settlement_file_id = $1 AND position = $2`,
        [...where, `The mail server did not take the file: ${(error as Error).message}`],
      );
      failed += 1;
      continue;
    }
    await context.db.transaction(async (sql) => {
      await recordInOutbox(sql, mail, new Date());
      await sql.query(
        `UPDATE settlement_deliveries SET status = 'Delivered', delivered_at = now(), error = NULL
          WHERE settlement_file_id = $1 AND position = $2`,
        where,
      );
    });
  }
  return failed;
}

/** What a settlement job records in jobs.result. */
export interface SettlementJobResult {
  settlement_file_id: number;
  file_path: string;
  failed_deliveries: number;
}

/**
 * Makes a settlement file (unless an earlier attempt already did) and delivers it to the
 * recipients who do not have it yet.
 */
export async function runSettlementJob(
  job: ClaimedJob,
  context: JobContext,
): Promise<SettlementJobResult> {
  const [file] = await context.db.query<FileRow>(
    `SELECT f.settlement_file_id, f.lender_id, l.name AS lender_name, f.definition_id,
            f.description_short, f.generation_status, f.file_path, f.period_start, f.period_end,
            (SELECT o.organisation_id FROM organisations o WHERE o.organisation_type = 'service_user'
              ORDER BY o.organisation_id LIMIT 1) AS organisation_id
       FROM settlement_files f JOIN lenders l ON l.lender_id = f.lender_id
      WHERE f.settlement_file_id = $1`,
    [job.payload.settlement_file_id],
  );
  if (!file) throw new JobFailure('The settlement file was deleted before it was made.');
  const key =
    file.generation_status === 'Success' && file.file_path
      ? file.file_path
      : await generate(context, file);
  const failed = await deliver(context, file, key);
  return { settlement_file_id: file.settlement_file_id, file_path: key, failed_deliveries: failed };
}
