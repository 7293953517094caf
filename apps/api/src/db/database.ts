import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * A value for a column: arrays are PostgreSQL arrays; a jsonb value is passed as its JSON text
 * (see `json`), so that an array is never mistaken for one.
 */
export type ColumnValue = string | number | boolean | Date | null | readonly (string | number)[];

export interface QueryOptions {
  /**
   * Plan the statement once per connection and reuse the plan (a named prepared statement on
   * PostgreSQL), for hot statements whose planning costs more than running them. Only for a
   * fixed text: each distinct text stays prepared on every connection of the pool.
   */
  prepared?: boolean;
}

/** What a request handler may do with the database: parameterised queries only. */
export interface Sql {
  query<Row extends object>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Rows as arrays of values in column order (what the ORM maps from). */
  queryArrays(text: string, params?: readonly unknown[]): Promise<unknown[][]>;
  /** Loads many rows at once: COPY on PostgreSQL, multi-row INSERTs on PGlite. */
  insertRows(
    table: string,
    columns: readonly string[],
    rows: readonly ColumnValue[][],
  ): Promise<void>;
}

export const json = (value: unknown): string => JSON.stringify(value);

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain identifier: ${name}`);
  return name;
};

// PostgreSQL allows 65,535 parameters in one statement.
const MAX_PARAMETERS = 60_000;

async function insertInChunks(
  query: Sql['query'],
  table: string,
  columns: readonly string[],
  rows: readonly ColumnValue[][],
) {
  const head = `INSERT INTO ${identifier(table)} (${columns.map(identifier).join(', ')}) VALUES `;
  const perChunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value instanceof Date ? value.toISOString() : value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await query(head + tuples.join(', '), params);
  }
}

const escapeCopyText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');

function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
}

/** One row in COPY's text format. */
function copyLine(row: readonly ColumnValue[]): string {
  return (
    row
      .map((value) => {
        if (value === null) return '\\N';
        if (value instanceof Date) return value.toISOString();
        if (Array.isArray(value)) return escapeCopyText(arrayLiteral(value));
        return escapeCopyText(String(value));
      })
      .join('\t') + '\n'
  );
}

async function copyRows(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly ColumnValue[][],
) {
  const stream = client.query(
    copyFrom(`COPY ${identifier(table)} (${columns.map(identifier).join(', ')}) FROM STDIN`),
  );
  async function* lines() {
    const batch = 2_000;
    for (let start = 0; start < rows.length; start += batch) {
      yield rows
        .slice(start, start + batch)
        .map(copyLine)
        .join('');
    }
  }
  await pipeline(Readable.from(lines()), stream);
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `work` while this process holds the database-wide lock `key`: instances of the server
   * starting together on one database take turns (a PostgreSQL advisory lock, released with its
   * connection should the process die). PGlite belongs to one process, which has no one to wait for.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  constructor(private readonly db: PGlite) {}

  async query<Row extends object>(text: string, params: readonly unknown[] = []) {
    const result = await this.db.query<Row>(text, params as unknown[]);
    return result.rows;
  }

  async queryArrays(text: string, params: readonly unknown[] = []) {
    return (await this.db.query<unknown[]>(text, params as unknown[], { rowMode: 'array' })).rows;
  }

  insertRows(table: string, columns: readonly string[], rows: readonly ColumnValue[][]) {
    return insertInChunks((text, params) => this.query(text, params), table, columns, rows);
  }

  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => {
      const query = async <Row extends object>(text: string, params: readonly unknown[] = []) =>
        (await tx.query<Row>(text, params as unknown[])).rows;
      return work({
        query,
        queryArrays: async (text, params = []) =>
          (await tx.query<unknown[]>(text, params as unknown[], { rowMode: 'array' })).rows,
        insertRows: (table, columns, rows) => insertInChunks(query, table, columns, rows),
      });
    });
  }

  async exec(script: string) {
    await this.db.exec(script);
  }

  exclusively<T>(_key: number, work: () => Promise<T>): Promise<T> {
    return work();
  }

  // Closing twice (a signal arriving while a shutdown is under way) is harmless.
  private closing: Promise<void> | undefined;

  close() {
    return (this.closing ??= this.db.close());
  }
}

/** node-postgres's query config; a prepared statement is named by a digest of its text. */
function statement(
  text: string,
  params: readonly unknown[],
  options: QueryOptions | undefined,
): pg.QueryConfig {
  return {
    text,
    values: params as unknown[],
    ...(options?.prepared ? { name: createHash('sha1').update(text).digest('base64url') } : {}),
  };
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}

  async query<Row extends object>(
    text: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ) {
    return (await this.pool.query<Row>(statement(text, params, options))).rows;
  }

  async queryArrays(text: string, params: readonly unknown[] = []) {
    return (
      await this.pool.query<unknown[]>({ text, values: params as unknown[], rowMode: 'array' })
    ).rows;
  }

  async insertRows(table: string, columns: readonly string[], rows: readonly ColumnValue[][]) {
    await this.transaction((sql) => sql.insertRows(table, columns, rows));
  }

  /**
   * The connection and BEGIN wait for the first statement, so work that turns out to need no
   * database (the navigation, a refusal before any read) costs no round trips at all.
   */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    let client: pg.PoolClient | undefined;
    let opening: Promise<pg.PoolClient> | undefined;
    const open = () =>
      (opening ??= this.pool.connect().then(async (connected) => {
        client = connected;
        await connected.query('BEGIN');
        return connected;
      }));
    // A connection that cannot even roll back is gone: the pool drops it instead of reusing it,
    // so that the requests after a database restart get fresh connections.
    let broken: Error | undefined;
    try {
      const result = await work({
        query: async <Row extends object>(
          text: string,
          params: readonly unknown[] = [],
          options?: QueryOptions,
        ) => (await (await open()).query<Row>(statement(text, params, options))).rows,
        queryArrays: async (text, params = []) =>
          (
            await (
              await open()
            ).query<unknown[]>({ text, values: params as unknown[], rowMode: 'array' })
          ).rows,
        insertRows: async (table, columns, rows) => copyRows(await open(), table, columns, rows),
      });
      if (opening) await (await opening).query('COMMIT');
      return result;
    } catch (error) {
      // A connection still on its way when the work failed is rolled back and released too.
      await opening?.catch(() => undefined);
      await client?.query('ROLLBACK').catch((rollbackFailure: Error) => {
        broken = rollbackFailure;
      });
      throw error;
    } finally {
      client?.release(broken);
    }
  }

  async exec(script: string) {
    await this.pool.query(script);
  }

  async exclusively<T>(key: number, work: () => Promise<T>): Promise<T> {
    // A session lock on a connection of its own, held while `work` uses the pool's others.
    const holder = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await work();
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [key]).catch((error: Error) => {
          broken = error;
        });
      }
    } finally {
      holder.release(broken);
    }
  }

  // Closing twice (a signal arriving while a shutdown is under way) is harmless.
  private closing: Promise<void> | undefined;

  close() {
    return (this.closing ??= this.pool.end());
  }
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; undefined keeps them in memory (tests). */
  dataDir?: string | undefined;
  /**
   * A dump of another embedded database (`dumpEmbeddedDatabase`) that an in-memory one starts as
   * a copy of, instead of from an empty cluster: the tests start every server from one migrated
   * dump rather than running each migration again.
   */
  startFrom?: Blob | undefined;
}

/** The embedded database's extensions: at creation, and when loading a dump, alike. */
const pgliteExtensions = { pg_trgm };

/** An in-memory embedded database prepared by `prepare` (say, migrated), dumped whole. */
export async function dumpEmbeddedDatabase(
  prepare: (db: Database) => Promise<unknown>,
): Promise<Blob> {
  const pglite = await PGlite.create(undefined, { extensions: pgliteExtensions });
  try {
    await prepare(new PgliteDatabase(pglite));
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

export async function openDatabase({
  databaseUrl,
  dataDir,
  startFrom,
}: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // A database out of reach answers 503 after this long instead of holding the request.
      connectionTimeoutMillis: 10_000,
      // JIT compiling pays off for long analytical queries, not for these short indexed ones:
      // it added about 45 ms to each batch of an export for nothing.
      options: '-c jit=off',
    });
    // int8 (counts, bigints) as numbers: every value we store fits in 2^53.
    pg.types.setTypeParser(20, (value) => Number(value));
    // An idle connection the database dropped (a restart, a failover) is removed from the pool
    // and reported here; without a listener it would end the process. Requests in flight get
    // their own error (503) and later ones a new connection.
    pool.on('error', () => undefined);
    return new PostgresDatabase(pool);
  }
  if (!dataDir) {
    return new PgliteDatabase(
      await PGlite.create(undefined, { extensions: pgliteExtensions, loadDataDir: startFrom }),
    );
  }
  if (startFrom) throw new Error('Only an in-memory database starts from a dump');
  const location = join(dataDir, 'pgdata');
  mkdirSync(location, { recursive: true });
  return new PgliteDatabase(await PGlite.create(location, { extensions: pgliteExtensions }));
}
