import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { FileStorage } from '../storage/fileStorage';
import { isStorageFull } from '../http/unavailable';
import { JobFailure, STORAGE_FULL_JOB_FAILURE, UNEXPECTED_JOB_FAILURE } from './errors';
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

/** How long a claim holds without renewal; the worker renews it every third of that. */
const leaseMs = (context: JobContext) => context.config.jobsLeaseMs;

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

const MAX_ATTEMPTS = 3;

/**
 * Claims the oldest due job this worker can run in a short transaction (FOR UPDATE SKIP LOCKED,
 * so instances never take the same one), marking it running under a lease of `leaseMs`; the work
 * itself runs after commit.
 */
export async function claimNextJob(
  db: Database,
  workerId: string,
  leaseMs = 60_000,
): Promise<ClaimedJob | null> {
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
                       lease_expires_at = now() + make_interval(secs => $3), attempts = attempts + 1
        WHERE job_id = $1`,
      [job.job_id, workerId, leaseMs / 1000],
    );
    return { ...job, attempts: job.attempts + 1 };
  });
}

/** Runs one due job to its end and records the outcome; null when no job was due. */
export async function runNextJob(
  context: JobContext,
): Promise<{ jobId: number; state: 'done' | 'failed' } | null> {
  const job = await claimNextJob(context.db, context.workerId, leaseMs(context));
  if (!job) return null;
  // The lease is renewed while the job runs, so that no other instance takes it meanwhile.
  const renewal = setInterval(
    () => {
      context.db
        .query(
          `UPDATE jobs SET lease_expires_at = now() + make_interval(secs => $3)
          WHERE job_id = $1 AND claimed_by = $2 AND state = 'running'`,
          [job.job_id, context.workerId, leaseMs(context) / 1000],
        )
        .catch((error: unknown) =>
          context.log?.error({ err: error, jobId: job.job_id }, 'lease renewal failed'),
        );
    },
    leaseMs(context) / 3,
  );
  try {
    const result = await runners[job.kind]!(job, context);
    await context.db.query(
      `UPDATE jobs SET state = 'done', result = $2, error = NULL, finished_at = now()
        WHERE job_id = $1 AND claimed_by = $3`,
      [job.job_id, JSON.stringify(result), context.workerId],
    );
    return { jobId: job.job_id, state: 'done' };
  } catch (error) {
    if (!(error instanceof JobFailure)) {
      context.log?.error({ err: error, jobId: job.job_id, kind: job.kind }, 'job failed');
    }
    await context.db.query(
      `UPDATE jobs SET state = 'failed', error = $2, finished_at = now()
        WHERE job_id = $1 AND claimed_by = $3`,
      [
        job.job_id,
        error instanceof JobFailure
          ? error.message
          : isStorageFull(error)
            ? STORAGE_FULL_JOB_FAILURE
            : UNEXPECTED_JOB_FAILURE,
        context.workerId,
      ],
    );
    return { jobId: job.job_id, state: 'failed' };
  } finally {
    clearInterval(renewal);
  }
}

/**
 * Jobs whose worker stopped while running them (a restart, kill -9, a lost machine) stopped
 * having their lease renewed: once it has run out (at `asOf`) they go back in the queue, or fail
 * after MAX_ATTEMPTS, so that an export is never PENDING for ever.
 */
export async function requeueExpiredLeases(db: Database, asOf?: Date) {
  await db.query(
    `UPDATE jobs
        SET state = CASE WHEN attempts < $2 THEN 'queued' ELSE 'failed' END,
            error = CASE WHEN attempts < $2 THEN NULL ELSE $3 END,
            finished_at = CASE WHEN attempts < $2 THEN NULL ELSE now() END,
            lease_expires_at = NULL
      WHERE state = 'running' AND lease_expires_at <= coalesce($1::timestamptz, now())`,
    [asOf?.toISOString() ?? null, MAX_ATTEMPTS, UNEXPECTED_JOB_FAILURE],
  );
}

/**
 * Puts the jobs `workerId` is running back in the queue at once, as if never claimed (a shutdown
 * whose grace ran out), so that another instance takes them without waiting for the lease.
 * Finishing such a job later records nothing: the outcome updates above name their claimant.
 */
export async function releaseClaims(db: Database, workerId: string): Promise<number[]> {
  const released = await db.query<{ job_id: number }>(
    `UPDATE jobs
        SET state = 'queued', claimed_by = NULL, claimed_at = NULL, lease_expires_at = NULL,
            attempts = greatest(attempts - 1, 0)
      WHERE state = 'running' AND claimed_by = $1
      RETURNING job_id::int AS job_id`,
    [workerId],
  );
  return released.map((row) => row.job_id);
}

export type JobOutcome = NonNullable<Awaited<ReturnType<typeof runNextJob>>>;

/**
 * Queues every due schedule's export and every due daily settlement file, then runs due jobs one
 * after another while `keepGoing`, telling `onJobFinished` of each; true when it found anything
 * to do.
 */
export async function runDueWork(
  context: JobContext,
  keepGoing = () => true,
  onJobFinished?: (outcome: JobOutcome) => void,
): Promise<boolean> {
  let found = false;
  while (keepGoing() && (await queueDueSchedule(context.db)) !== null) found = true;
  while (keepGoing() && (await queueDueSettlement(context.db)) !== null) found = true;
  while (keepGoing()) {
    const outcome = await runNextJob(context);
    if (outcome === null) break;
    found = true;
    onJobFinished?.(outcome);
  }
  return found;
}

/** How often the worker forgets watch list uploads abandoned half way. */
const UPLOAD_CLEANUP_MS = 60_000;

export interface JobWorker {
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
  /** Queues again the job in hand, when stopping takes too long; the ids of those released. */
  releaseClaims(): Promise<number[]>;
}

export interface JobWorkerOptions extends Omit<JobContext, 'workerId'> {
  pollMs: number;
  /** Told of every job this worker finishes, done or failed. */
  onJobFinished?: (outcome: JobOutcome) => void;
}

/** Polls for due schedules and jobs every `pollMs` while idle, until stopped. */
export function startJobWorker(context: JobWorkerOptions): JobWorker {
  const jobContext: JobContext = { ...context, workerId: `${hostname()}:${randomUUID()}` };
  let stopped = false;
  let lastUploadCleanup = 0;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const loop = async () => {
    while (!stopped) {
      let busy = false;
      try {
        await requeueExpiredLeases(context.db);
        if (Date.now() - lastUploadCleanup >= UPLOAD_CLEANUP_MS) {
          lastUploadCleanup = Date.now();
          await deleteExpiredWatchListUploads(context.db);
        }
        busy = await runDueWork(jobContext, () => !stopped, context.onJobFinished);
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
    releaseClaims: () => releaseClaims(context.db, jobContext.workerId),
  };
}
