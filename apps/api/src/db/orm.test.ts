import { asc, eq, getTableName, isTable } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../test/backends';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { ormFor, schema } from './orm';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  isTable(value),
);

describe.each(backends())('the typed schema on $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: await backend.freshDatabase() });
    await migrate(db);
  });
  afterAll(() => db?.close());

  it('matches the migrated database table for table, column for column (run pnpm db:schema after a migration)', async () => {
    const rows = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
    );
    const inDatabase = new Map<string, string[]>();
    for (const row of rows)
      inDatabase.set(row.table_name, [...(inDatabase.get(row.table_name) ?? []), row.column_name]);
    const inSchema = new Map(
      tables.map((table) => [
        getTableName(table),
        getTableConfig(table).columns.map((column) => column.name),
      ]),
    );
    expect([...inSchema.keys()].sort()).toEqual([...inDatabase.keys()].sort());
    for (const [name, columns] of inSchema)
      expect(columns.sort(), name).toEqual(inDatabase.get(name)!.sort());
  });

  it('queries and writes through the request transaction', async () => {
    const inserted = await db.transaction(async (sql) => {
      const orm = ormFor(sql);
      const [organisation] = await orm
        .insert(schema.organisations)
        .values({ organisationType: 'lender', name: 'Typed Lending', ipAllowList: ['203.0.113.9'] })
        .returning();
      return organisation!;
    });
    const found = await db.transaction((sql) =>
      ormFor(sql)
        .select({ name: schema.organisations.name, ipAllowList: schema.organisations.ipAllowList })
        .from(schema.organisations)
        .where(eq(schema.organisations.organisationId, inserted.organisationId))
        .orderBy(asc(schema.organisations.name)),
    );
    expect(found).toEqual([{ name: 'Typed Lending', ipAllowList: ['203.0.113.9'] }]);
  });

  it('rolls the ORM’s writes back with the transaction', async () => {
    await expect(
      db.transaction(async (sql) => {
        await ormFor(sql)
          .insert(schema.organisations)
          .values({ organisationType: 'lender', name: 'Rolled Back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await ormFor(db)
      .select()
      .from(schema.organisations)
      .where(eq(schema.organisations.name, 'Rolled Back'));
    expect(rows).toEqual([]);
  });
});
