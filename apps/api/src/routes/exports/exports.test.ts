import { EXPORT_ROW_LIMIT, exportLimitMessage } from '@backoffice/domain/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNextJob, type JobContext } from '../../jobs/worker';
import { backends } from '../../test/backends';
import { bearer, runJobsByHand, startTestApi, type TestApi } from '../../test/harness';

const allFields = [
  'credit_application_id',
  'consumer',
  'originator.name',
  'loan_type.code',
  'advance',
  'current_status.status',
  'current_status.timestamp',
];

describe.each(backends())('exports on $name', (backend) => {
  let api: TestApi;
  let admin: string;
  let lender: string;
  let viewer: string;
  let jobs: JobContext;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    jobs = runJobsByHand(api);
    admin = (await api.signIn('admin')).access_token;
    lender = (await api.signIn('lender')).access_token;
    viewer = (await api.signIn('viewer')).access_token;
  });
  afterAll(() => api?.close());

  const post = (token: string, payload: object) =>
    api.request({ method: 'POST', url: '/api/exports', headers: bearer(token), payload });
  const get = (token: string, url: string) =>
    api.request({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const runAll = async () => {
    while ((await runNextJob(jobs)) !== null);
  };
  const csvRows = (text: string) => text.split('\r\n').filter((line) => line !== '');
  const count = async (where: string, params: unknown[] = []) => {
    const [row] = await api.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM credit_applications a WHERE ${where}`,
      params,
    );
    return row!.n;
  };
  const defaultStatuses = `a.current_status IN ('ACCEPT','ACTION-CUSTOMER','ACTION-LENDER',
    'COMPLETE','CANCEL','DECLINE','FULFILLED','INSPECT','REFER','PREDECLINE','VERIFIED',
    'PRE-APPROVE','AMENDED') AND NOT a.data_protection_hidden`;

  it('queues an export as PENDING, completes it in a job and streams the CSV', async () => {
    const created = await post(admin, {
      report: 'credit_application',
      type: 'csv',
      fields: allFields,
      order: ['-timestamp'],
    });
    expect(created.statusCode).toBe(202);
    const pending = created.json();
    expect(pending).toMatchObject({ report: 'credit_application', status: 'PENDING', file: null });

    expect((await get(admin, `/exports/${pending.id}/file`)).statusCode).toBe(409);
    await runAll();

    const done = (await get(admin, `/exports/${pending.id}`)).json();
    const expected = await count(defaultStatuses);
    expect(done).toMatchObject({
      id: pending.id,
      status: 'COMPLETED',
      row_count: expected,
      file: { url: `/api/exports/${pending.id}/file` },
      error: null,
    });

    const file = await get(admin, `/exports/${pending.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="credit_application-${pending.id}.csv"`,
    );
    const lines = csvRows(file.body);
    // Headed by the labels the fields are picked by, not their keys.
    expect(lines[0]).toBe('App ID,Consumer,Merchant,Loan type,Advance (£),Status,Date');
    expect(lines).toHaveLength(expected + 1);
    const [newest] = await api.server.db.query<{
      id: string;
      advance_pence: number;
      status_timestamp: Date | string;
    }>(
      `SELECT a.credit_application_id::text AS id, a.advance_pence, a.status_timestamp
         FROM credit_applications a WHERE ${defaultStatuses}
        ORDER BY a.status_timestamp DESC, a.credit_application_id DESC LIMIT 1`,
    );
    const first = lines[1]!;
    expect(first.startsWith(`${newest!.id},`)).toBe(true);
    expect(first).toContain(`,${(newest!.advance_pence / 100).toFixed(2)},`);
    expect(first.endsWith(`,${new Date(newest!.status_timestamp).toISOString()}`)).toBe(true);
  });

  it('applies the filters and the lender scope of the list', async () => {
    const created = await post(lender, {
      report: 'credit_application',
      type: 'csv',
      filters: { status: ['DECLINE', 'ACCEPT'] },
      fields: ['credit_application_id', 'lender', 'current_status.status'],
    });
    expect(created.statusCode).toBe(202);
    await runAll();
    const file = await get(lender, `/exports/${created.json().id}/file`);
    const rows = csvRows(file.body).slice(1);
    expect(rows).toHaveLength(
      await count(
        `a.lender_id = 2 AND a.current_status IN ('DECLINE', 'ACCEPT') AND NOT a.data_protection_hidden`,
      ),
    );
    const [lenderName] = await api.server.db.query<{ name: string }>(
      'SELECT name FROM lenders WHERE lender_id = 2',
    );
    for (const row of rows) {
      const cells = row.split(',');
      expect(cells.at(-2)).toBe(lenderName!.name);
      expect(['DECLINE', 'ACCEPT']).toContain(cells.at(-1));
    }

    const [day] = await api.server.db.query<{ day: string }>(
      `SELECT to_char(status_timestamp, 'YYYY-MM-DD') AS day FROM credit_applications a
        WHERE ${defaultStatuses} ORDER BY status_timestamp DESC LIMIT 1`,
    );
    const dated = await post(admin, {
      report: 'credit_application',
      type: 'csv',
      filters: { date_from: day!.day, date_to: day!.day, historic: false },
      fields: ['credit_application_id'],
    });
    await runAll();
    expect((await get(admin, `/exports/${dated.json().id}`)).json().row_count).toBe(
      await count(
        `${defaultStatuses} AND a.status_timestamp >= $1::date AND a.status_timestamp < $1::date + 1`,
        [day!.day],
      ),
    );
  });

  it('protects cells that a spreadsheet would read as a formula and quotes as RFC 4180', async () => {
    const [target] = await api.server.db.query<{ id: number }>(
      `UPDATE credit_applications SET retailer_reference = '=HYPERLINK("http://x","a, b")'
        WHERE credit_application_id = (SELECT min(credit_application_id) FROM credit_applications a
                                         WHERE ${defaultStatuses})
        RETURNING credit_application_id::int AS id`,
    );
    const created = await post(admin, {
      report: 'credit_application',
      type: 'csv',
      fields: ['credit_application_id', 'retailer_reference'],
      order: ['credit_application_id'],
    });
    await runAll();
    const lines = csvRows((await get(admin, `/exports/${created.json().id}/file`)).body);
    expect(lines[1]).toBe(`${target!.id},"'=HYPERLINK(""http://x"",""a, b"")"`);
  });

  it('keeps each user to their own exports', async () => {
    const mine = (
      await post(lender, { report: 'credit_application', type: 'csv', fields: ['consumer'] })
    ).json();
    const others = (await get(admin, '/exports?perPage=100')).json();
    expect(others.items.map((item: { id: number }) => item.id)).not.toContain(mine.id);
    expect((await get(admin, `/exports/${mine.id}`)).statusCode).toBe(404);
    expect((await get(admin, `/exports/${mine.id}/file`)).statusCode).toBe(404);

    const [{ n }] = (await api.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM exports WHERE user_id = (SELECT user_id FROM users WHERE username = 'lender')`,
    )) as [{ n: number }];
    const listed = (await get(lender, '/exports')).json();
    expect(listed.items[0]).toMatchObject({ id: mine.id, status: 'PENDING' });
    expect(listed.meta).toEqual({ page: 1, perPage: 25, total: n });
    const ids = others.items.map((item: { id: number }) => item.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    await runAll();
  });

  it('answers FAILED with the reason when the job cannot make the file', async () => {
    const created = (
      await post(lender, { report: 'credit_application', type: 'csv', fields: ['consumer'] })
    ).json();
    // The owner lost the report's permission between asking and the job running.
    await api.server.db.query(
      `UPDATE users SET locked = true WHERE user_id = (SELECT user_id FROM exports WHERE export_id = $1)`,
      [created.id],
    );
    await runAll();
    await api.server.db.query(`UPDATE users SET locked = false WHERE username = 'lender'`);
    const failed = (await get(lender, `/exports/${created.id}`)).json();
    expect(failed).toMatchObject({ status: 'FAILED', file: null });
    expect(failed.error).toBe('The owner of this export may no longer sign in.');
    expect((await get(lender, `/exports/${created.id}/file`)).statusCode).toBe(409);
  });

  it('needs the export permission, which the read-only viewer lacks, and audits each export', async () => {
    const refused = await post(viewer, {
      report: 'credit_application',
      type: 'csv',
      fields: ['credit_application_id'],
    });
    expect(refused.statusCode).toBe(403);
    const created = (
      await post(admin, { report: 'credit_application', type: 'csv', fields: ['consumer'] })
    ).json();
    await runAll();
    expect((await get(admin, `/exports/${created.id}/file`)).statusCode).toBe(200);
    const audited = await api.server.db.query<{ action: string; detail: { fields?: string[] } }>(
      `SELECT action, detail FROM audit_log WHERE subject = $1 ORDER BY audit_id`,
      [`export:${created.id}`],
    );
    expect(audited.map((entry) => entry.action)).toEqual(['export.created', 'export.downloaded']);
    expect(audited[0]!.detail.fields).toEqual(['consumer']);
  });

  it('refuses bad requests with the property at fault', async () => {
    const base = { report: 'credit_application', type: 'csv', fields: ['consumer'] };
    const refused = async (payload: object) => {
      const response = await post(admin, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await refused({ ...base, report: 'retailer' })).toMatchObject({
      code: 'ERR_SCHEMA_VALIDATION_ERROR',
      message: 'The retailer report cannot be exported yet.',
      properties: [{ property: 'report' }],
    });
    expect(await refused({ ...base, fields: ['consumer', 'credit_sentry'] })).toMatchObject({
      code: 'ERR_SCHEMA_VALIDATION_ERROR',
      properties: [{ property: 'fields', message: 'has no field credit_sentry' }],
    });
    expect(await refused({ ...base, fields: [] })).toMatchObject({
      code: 'ERR_SCHEMA_VALIDATION_ERROR',
    });
    expect(await refused({ ...base, filters: { colour: 'red' } })).toMatchObject({
      properties: [{ property: 'filters.colour' }],
    });
    expect(await refused({ ...base, filters: { date_from: '2026-02-30' } })).toMatchObject({
      properties: [{ property: 'filters.date_from', message: 'must be a date as YYYY-MM-DD' }],
    });
    expect(
      await refused({ ...base, filters: { date_from: '2026-03-02', date_to: '2026-03-01' } }),
    ).toMatchObject({ properties: [{ property: 'filters.date_to' }] });
    expect(await refused({ ...base, filters: { decision_policy_id: ['x'] } })).toMatchObject({
      properties: [{ property: 'filters.decision_policy_id' }],
    });
    expect(await refused({ ...base, filters: { historic: 'maybe' } })).toMatchObject({
      properties: [{ property: 'filters.historic' }],
    });
    expect(await refused({ ...base, order: ['advance'] })).toMatchObject({
      properties: [{ property: 'order', message: 'cannot sort by advance' }],
    });
    expect(await refused({ ...base, type: 'xlsx' })).toMatchObject({
      code: 'ERR_SCHEMA_VALIDATION_ERROR',
    });
    expect((await get(admin, '/exports/999999')).statusCode).toBe(404);
    expect((await get(admin, '/exports/0')).statusCode).toBe(400);
    expect((await get(admin, '/exports/0/file')).statusCode).toBe(400);
  });

  it('refuses users without a session or without the report permission', async () => {
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/exports',
          payload: { report: 'credit_application', type: 'csv', fields: ['consumer'] },
        })
      ).statusCode,
    ).toBe(401);
    expect((await api.request({ method: 'GET', url: '/api/exports' })).statusCode).toBe(401);
    const userId = await api.addUser('noreports');
    await api.server.db.query(
      `WITH grp AS (INSERT INTO user_groups (organisation_id, group_name)
                    SELECT organisation_id, 'No reports' FROM users WHERE user_id = $1
                    RETURNING group_id)
       UPDATE users SET group_id = (SELECT group_id FROM grp) WHERE user_id = $1`,
      [userId],
    );
    const token = (await api.signIn('noreports')).access_token;
    const response = await post(token, {
      report: 'credit_application',
      type: 'csv',
      fields: ['consumer'],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ERR_FORBIDDEN');
  });

  it(`refuses more than ${EXPORT_ROW_LIMIT} matching rows with the spec's message`, async () => {
    await api.server.db.query(
      `INSERT INTO credit_applications (credit_request_id, loan_type, advance_pence, retailer_id,
                                        product_code, current_status, status_timestamp, time_submitted)
       SELECT 900000000 + n, 'IS', 10000, (SELECT min(retailer_id) FROM retailers), 'P1',
              'ACCEPT', now(), now()
         FROM generate_series(1, $1::int) n`,
      [EXPORT_ROW_LIMIT + 1],
    );
    const response = await post(admin, {
      report: 'credit_application',
      type: 'csv',
      fields: ['credit_application_id'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'ERR_EXPORT_LIMIT',
      message: exportLimitMessage(EXPORT_ROW_LIMIT),
    });
    // The same filters narrowed under the limit are exported.
    expect(
      (
        await post(admin, {
          report: 'credit_application',
          type: 'csv',
          filters: { status: ['DECLINE'] },
          fields: ['credit_application_id'],
        })
      ).statusCode,
    ).toBe(202);
  }, 120_000);
});
