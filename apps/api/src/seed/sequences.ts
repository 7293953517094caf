import type { Sql } from '../db/database';

/** Moves a serial column on past ids the seed chose itself. */
export async function advanceSequence(sql: Sql, table: string, column: string) {
  await sql.query(
    `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT coalesce(max(${column}), 0) + 1 FROM ${table}), false)`,
  );
}
