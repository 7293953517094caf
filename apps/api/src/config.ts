import { resolve } from 'node:path';
import { demoSeedSize, type SeedSize } from './seed/seed';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database and uploaded files live; undefined keeps the database in memory. */
  dataDir: string | undefined;
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
}

/** Reads the server's settings from the environment, with the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    consoleDir: env.CONSOLE_DIR,
    strictResponses: env.NODE_ENV !== 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    seedSize: {
      merchants: Number(env.SEED_MERCHANTS ?? demoSeedSize.merchants),
      applications: Number(env.SEED_APPLICATIONS ?? demoSeedSize.applications),
    },
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
