import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { demoSeedSize, type SeedSize } from './seed/seed';

/** The time as the server reads it for sessions and sign-in; tests set it instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database and uploaded files live; undefined keeps the database in memory. */
  dataDir: string | undefined;
  /** A dump an in-memory embedded database starts from (tests; see `openDatabase`). */
  embeddedDatabaseDump?: Blob | undefined;
  databaseUrl: string | undefined;
  logLevel: string;
  consoleDir: string | undefined;
  /** Answer 500 when a response breaks the contract (tests, development); otherwise log it. */
  strictResponses: boolean;
  /**
   * Which proxies may name the client address in X-Forwarded-For: TRUST_PROXY=true, or their
   * addresses/CIDRs separated by commas. Off by default: otherwise any client could claim an
   * address on the allow-list or dodge the sign-in rate limit.
   */
  trustProxy: boolean | string;
  /** How much demo data the first start loads. */
  seedSize: SeedSize;
  /** The console's address as users reach it, for links in email (password creation). */
  publicUrl: string;
  /** Whether this instance runs the job worker (exports, scheduled reports); JOBS=off stops it. */
  jobsEnabled: boolean;
  /** How often the worker looks for due jobs and schedules when idle (JOBS_POLL_MS). */
  jobsPollMs: number;
  /**
   * How long a running job's claim holds without renewal (JOBS_LEASE_MS): after a worker dies,
   * its job is taken again this long after its last renewal.
   */
  jobsLeaseMs: number;
  /**
   * How long a shutdown (SIGTERM, SIGINT) waits for requests in flight and the job in hand before
   * cutting them off (SHUTDOWN_GRACE_MS); below an orchestrator's own limit (Kubernetes: 30 s).
   */
  shutdownGraceMs: number;
  /** smtp:// or smtps:// URL of the mail server; without it email goes only to the outbox. */
  smtpUrl: string | undefined;
  /** The sender of the server's email (SMTP_FROM). */
  smtpFrom: string;
  /**
   * A directory where every email is also written as a text file (MAIL_DIR), for development
   * and tests without a mail server: the only place, beside SMTP, a password link is shown.
   */
  mailDir: string | undefined;
  /**
   * Signs upload and download addresses (UPLOAD_SIGNING_SECRET). Give every instance behind a
   * load balancer the same value; without one each process makes its own.
   */
  uploadSigningSecret: string;
  /**
   * The email domains scheduled reports may be sent to (EXPORT_RECIPIENT_DOMAINS, separated by
   * commas); without it, only the domain of the user who schedules the report.
   */
  exportRecipientDomains: readonly string[] | undefined;
  /** An S3-compatible bucket for files instead of DATA_DIR/files, when S3_* are all set. */
  s3: S3Settings | undefined;
  clock: Clock;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Bucket in the path (MinIO and most S3-compatible stores) rather than in the host name. */
  forcePathStyle: boolean;
}

/** Reads the server's settings from the environment, with the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    consoleDir: env.CONSOLE_DIR,
    strictResponses: env.NODE_ENV !== 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    jobsEnabled: env.JOBS !== 'off',
    jobsPollMs: Number(env.JOBS_POLL_MS ?? 1000),
    jobsLeaseMs: Number(env.JOBS_LEASE_MS ?? 60_000),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 25_000),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM ?? 'BackOffice <no-reply@backoffice.example>',
    mailDir: env.MAIL_DIR ? resolve(env.MAIL_DIR) : undefined,
    seedSize: {
      merchants: Number(env.SEED_MERCHANTS ?? demoSeedSize.merchants),
      applications: Number(env.SEED_APPLICATIONS ?? demoSeedSize.applications),
    },
    uploadSigningSecret: env.UPLOAD_SIGNING_SECRET || randomBytes(32).toString('hex'),
    exportRecipientDomains: parseDomains(env.EXPORT_RECIPIENT_DOMAINS),
    s3: readS3Settings(env),
    clock: systemClock,
  };
}

function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

function parseDomains(value: string | undefined): string[] | undefined {
  const domains = (value ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  return domains.length > 0 ? domains : undefined;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
