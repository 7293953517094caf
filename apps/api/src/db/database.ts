import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** What a request handler may do with the database: parameterised queries only. */
export interface Sql {
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  constructor(private readonly db: PGlite) {}

  async query<Row extends object>(text: string, params: readonly unknown[] = []) {
    const result = await this.db.query<Row>(text, params as unknown[]);
    return result.rows;
  }

  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({
        query: async <Row extends object>(text: string, params: readonly unknown[] = []) =>
          (await tx.query<Row>(text, params as unknown[])).rows,
      }),
    );
  }

  async exec(script: string) {
    await this.db.exec(script);
  }

  async close() {
    await this.db.close();
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}

  async query<Row extends object>(text: string, params: readonly unknown[] = []) {
    const result = await this.pool.query<Row>(text, params as unknown[]);
    return result.rows;
  }

  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <Row extends object>(text: string, params: readonly unknown[] = []) =>
          (await client.query<Row>(text, params as unknown[])).rows,
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async exec(script: string) {
    await this.pool.query(script);
  }

  async close() {
    await this.pool.end();
  }
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; undefined keeps them in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // int8 (counts, bigints) as numbers: every value we store fits in 2^53.
    pg.types.setTypeParser(20, (value) => Number(value));
    return new PostgresDatabase(pool);
  }
  let location: string | undefined;
  if (dataDir) {
    location = join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const db = await PGlite.create(location, { extensions: { pg_trgm } });
  return new PgliteDatabase(db);
}
