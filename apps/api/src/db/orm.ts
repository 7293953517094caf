import { drizzle } from 'drizzle-orm/pg-proxy';
import * as schema from '../generated/db-schema';
import type { Sql } from './database';

export { schema };

/**
 * Drizzle's typed query builder over the request's transaction. The table definitions are
 * generated from the SQL migrations (pnpm db:schema), so the migrations stay the one source.
 */
export function ormFor(sql: Sql) {
  return drizzle(
    async (text, params, method) => ({
      rows: method === 'all' ? await sql.queryArrays(text, params) : await sql.query(text, params),
    }),
    { schema },
  );
}

export type Orm = ReturnType<typeof ormFor>;
