import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { FileStorage } from '../storage/fileStorage';
import { JobFailure, UNEXPECTED_JOB_FAILURE } from './errors';
import { runExportJob, runScheduledReportJob } from './exportJobs';
import { queueDueSettlement, runSettlementJob } from './settlementJobs';
import { queueDueSchedule } from './schedules';
import { deleteExpiredWatchListUploads } from '../routes/fraud-watch-lists/store';

export interface JobContext {
  db: Database;
  storage: FileStorage;
  config: ServerConfig;
  log?: FastifyBaseLogger | undefined;
  /** Names this worker in jobs.claimed_by. */
  workerId: string;
}

export interface ClaimedJob {
  job_id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

type JobRunner = (job: ClaimedJob, context: JobContext) => Promise<object>;

const runners: Record<string, JobRunner> = {
  export: runExportJob,
  scheduled_report: runScheduledReportJob,
  settlement: runSettlementJob,
};

/** A job claimed by an instance that has not finished it this long after is taken again. */
const STALE_JOB_MS = 15 * 60_000;
const MAX_ATTEMPTS = 3;

/**
 * Claims the oldest due job this worker can run in a short transaction (FOR UPDATE SKIP LOCKED,
 * so instances never take the same one), marking it running; the work itself runs after commit.
 */
export async function claimNextJob(db: Database, workerId: string): Promise<ClaimedJob | null> {
  return db.transaction(async (sql) => {
    const [job] = await sql.query<ClaimedJob>(
      `SELECT job_id::int AS job_id, kind, payload, attempts
         FROM jobs
        WHERE state = 'queued' AND run_after <= now() AND kind = ANY($1::text[])
        ORDER BY run_after, job_id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [Object.keys(runners)],
    );
    if (!job) return null;
    await sql.query(
      `UPDATE jobs SET state = 'running', claimed_by = $2, claimed_at = now(),
                       attempts = attempts + 1
        WHERE job_id = $1`,
      [job.job_id, workerId],
    );
    return { ...job, attempts: job.attempts + 1 };
  });
}

/** Runs one due job to its end and records the outcome; null when no job was due. */
export async function runNextJob(
  context: JobContext,
): Promise<{ jobId: number; state: 'done' | 'failed' } | null> {
  const job = await claimNextJob(context.db, context.workerId);
  if (!job) return null;
  try {
    const result = await runners[job.kind]!(job, context);
    await context.db.query(
      `UPDATE jobs SET state = 'done', result = $2, error = NULL, finished_at = now()
        WHERE job_id = $1`,
      [job.job_id, JSON.stringify(result)],
    );
    return { jobId: job.job_id, state: 'done' };
  } catch (error) {
    if (!(error instanceof JobFailure)) {
      context.log?.error({ err: error, jobId: job.job_id, kind: job.kind }, 'job failed');
    }
    await context.db.query(
      `UPDATE jobs SET state = 'failed', error = $2, finished_at = now() WHERE job_id = $1`,
      [job.job_id, error instanceof JobFailure ? error.message : UNEXPECTED_JOB_FAILURE],
    );
    return { jobId: job.job_id, state: 'failed' };
  }
}

/**
 * Jobs whose instance stopped while running them (a restart, a crash) go back in the queue, or
 * fail after MAX_ATTEMPTS, so that an export is never PENDING for ever.
 */
export async function requeueStaleJobs(db: Database, staleMs = STALE_JOB_MS) {
  await db.query(
    `UPDATE jobs
        SET state = CASE WHEN attempts < $2 THEN 'queued' ELSE 'failed' END,
            error = CASE WHEN attempts < $2 THEN NULL ELSE $3 END,
            finished_at = CASE WHEN attempts < $2 THEN NULL ELSE now() END
      WHERE state = 'running' AND claimed_at < now() - make_interval(secs => $1)`,
    [staleMs / 1000, MAX_ATTEMPTS, UNEXPECTED_JOB_FAILURE],
  );
}

/**
 * Queues every due schedule's export and every due daily settlement file, then runs due jobs one
 * after another while `keepGoing`; true when it found anything to do.
 */
export async function runDueWork(context: JobContext, keepGoing = () => true): Promise<boolean> {
  let found = false;
  while (keepGoing() && (await queueDueSchedule(context.db)) !== null) found = true;
  while (keepGoing() && (await queueDueSettlement(context.db)) !== null) found = true;
  while (keepGoing() && (await runNextJob(context)) !== null) found = true;
  return found;
}

export interface JobWorker {
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

const STALE_CHECK_MS = 60_000;

/** Polls for due schedules and jobs every `pollMs` while idle, until stopped. */
export function startJobWorker(
  context: Omit<JobContext, 'workerId'> & { pollMs: number },
): JobWorker {
  const jobContext: JobContext = { ...context, workerId: `${hostname()}:${randomUUID()}` };
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const loop = async () => {
    let lastStaleCheck = 0;
    while (!stopped) {
      let busy = false;
      try {
        if (Date.now() - lastStaleCheck >= STALE_CHECK_MS) {
          lastStaleCheck = Date.now();
          await requeueStaleJobs(context.db);
          await deleteExpiredWatchListUploads(context.db);
        }
        busy = await runDueWork(jobContext, () => !stopped);
      } catch (error) {
        // The database may be briefly unreachable; the next poll tries again.
        context.log?.error({ err: error }, 'job worker poll failed');
      }
      if (!stopped && !busy) await pause(context.pollMs);
    }
  };
  const running = loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await running;
    },
  };
}
