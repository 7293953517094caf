import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../test/backends';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

describe.each(backends())('schedules made with day offsets, migrated on $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: await backend.freshDatabase() });
    await migrate(db, { before: '0073' });
    // Schedules as they were kept before: dates in the filters and as days from the run.
    await db.transaction(async (sql) => {
      await sql.query("SET LOCAL session_replication_role = 'replica'");
      for (const [offsets, filters] of [
        [
          { date_from: -6, date_to: 0 },
          { date_from: '2026-11-18', date_to: '2026-11-24' },
        ],
        [
          { date_from: -29, date_to: 0 },
          { date_from: '2026-10-26', date_to: '2026-11-24' },
        ],
        [
          { date_from: -31, date_to: 30 },
          { date_from: '2026-10-24', date_to: '2026-12-24' },
        ],
        [{}, {}],
      ]) {
        await sql.query(
          `INSERT INTO export_schedules (user_id, report, filters, date_offsets, fields, frequency,
                                         recipients, next_run_at)
           VALUES (1, 'credit_application', $1, $2, '["credit_application_id"]', 'weekly',
                   '{risk@example.com}', '2026-11-01T06:00:00Z')`,
          [JSON.stringify({ ...filters, historic: false }), JSON.stringify(offsets)],
        );
      }
    });
    await migrate(db);
  });
  afterAll(() => db?.close());

  it('keeps their ranges relative to each run, the filters without dates', async () => {
    const rows = await db.query<{ date_range: unknown; filters: unknown }>(
      'SELECT date_range, filters FROM export_schedules ORDER BY schedule_id',
    );
    expect(rows).toEqual([
      { date_range: { kind: 'last_7_days' }, filters: { historic: false } },
      { date_range: { kind: 'last_30_days' }, filters: { historic: false } },
      {
        date_range: { kind: 'days_from_run', from_days: -31, to_days: 30 },
        filters: { historic: false },
      },
      { date_range: null, filters: { historic: false } },
    ]);
  });
});
