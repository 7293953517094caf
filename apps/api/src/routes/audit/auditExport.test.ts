import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../http/audit';
import { runNextJob, type JobContext } from '../../jobs/worker';
import { backends } from '../../test/backends';
import { bearer, runJobsByHand, startTestApi, type TestApi } from '../../test/harness';

interface AuditEvent {
  audit_id: number;
  happened_at: string;
  user: { user_id: number; name: string } | null;
  action: string;
  subject: string;
  detail: Record<string, unknown> | null;
}

const allFields = [
  'audit_id',
  'happened_at',
  'user.name',
  'ghosted_by.name',
  'action',
  'subject',
  'detail',
  'ip_address',
];

describe.each(backends())('the audit trail export on $name', (backend) => {
  let api: TestApi;
  let jobs: JobContext;
  let admin: { access_token: string; user_id: number };
  let lender: string;
  let ownApplication: number;

  const post = (token: string, payload: object) =>
    api.request({ method: 'POST', url: '/api/exports', headers: bearer(token), payload });
  const get = (token: string, url: string) =>
    api.request({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const listed = async (token: string, query: string) => {
    const response = await get(token, `/audit-events?perPage=100&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: AuditEvent[]; meta: { total: number } };
  };
  /** Exports the trail, runs the job and answers the CSV's lines, each split into its cells. */
  const exported = async (token: string, filters: object, fields = allFields) => {
    const created = await post(token, { report: 'audit_trail', type: 'csv', filters, fields });
    expect(created.statusCode).toBe(202);
    expect(created.json()).toMatchObject({ report: 'audit_trail', status: 'PENDING' });
    while ((await runNextJob(jobs)) !== null);
    const id = created.json().id as number;
    expect((await get(token, `/exports/${id}`)).json()).toMatchObject({ status: 'COMPLETED' });
    const file = await get(token, `/exports/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="audit_trail-${id}.csv"`,
    );
    return { id, lines: file.body.split('\r\n').filter((line) => line !== '') };
  };
  /** A user of the admin's organisation whose group holds exactly these permissions. */
  const userWith = async (username: string, permissions: string[]) => {
    const userId = await api.addUser(username);
    await api.server.db.query(
      `WITH grp AS (INSERT INTO user_groups (organisation_id, group_name)
                    SELECT organisation_id, $2 FROM users WHERE user_id = $1
                    RETURNING group_id),
            granted AS (INSERT INTO group_permissions (group_id, category_id, rule_id)
                        SELECT group_id, split_part(p, ':', 1)::int, split_part(p, ':', 2)::int
                          FROM grp, unnest($3::text[]) p)
       UPDATE users SET group_id = (SELECT group_id FROM grp) WHERE user_id = $1`,
      [userId, `Group of ${username}`, permissions],
    );
    return { userId, token: (await api.signIn(username)).access_token };
  };

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    jobs = runJobsByHand(api);
    admin = await api.signIn('admin');
    lender = (await api.signIn('lender')).access_token;
    const [row] = await api.server.db.query<{ id: number }>(
      `SELECT min(credit_application_id)::int AS id FROM credit_applications
        WHERE lender_id = 2 AND NOT data_protection_hidden`,
    );
    ownApplication = row!.id;
    // A view of the application's consumer by the lender's user: a row the lender may read.
    await get(lender, `/credit-applications/${ownApplication}/consumers/${ownApplication}`);
  });
  afterAll(() => api?.close());

  it('writes the rows the list answers for the same filters, and audits the export', async () => {
    const filters = { user_id: admin.user_id, action: 'sign_in' };
    const { id, lines } = await exported(admin.access_token, filters);
    const list = await listed(admin.access_token, `user_id=${admin.user_id}&action=sign_in`);
    expect(lines[0]).toBe('Event ID,When,Who,Ghosted by,What,Record,Details,IP address');
    expect(list.items.length).toBeGreaterThan(0);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      list.items.map((event) => event.audit_id),
    );
    const newest = list.items[0]!;
    expect(lines[1]!.startsWith(`${newest.audit_id},${newest.happened_at},`)).toBe(true);
    expect(lines[1]).toContain(`,${newest.user!.name},,${newest.action},${newest.subject},`);

    const [created] = await api.server.db.query<{ detail: { report: string; filters: object } }>(
      `SELECT detail FROM audit_log WHERE action = 'export.created' AND subject = $1`,
      [`export:${id}`],
    );
    expect(created!.detail).toMatchObject({ report: 'audit_trail', filters });
  });

  it("gives a lender's user only rows about its own lender's applications", async () => {
    const { lines } = await exported(lender, {}, ['audit_id', 'subject']);
    const list = await listed(lender, '');
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.length).toBe(list.meta.total);
    expect(rows.map(([auditId]) => Number(auditId)).slice(0, 100)).toEqual(
      list.items.map((event) => event.audit_id),
    );
    expect(rows.map(([, subject]) => subject)).toContain(`credit_application:${ownApplication}`);
    const ids = rows.map(([, subject]) => {
      expect(subject).toMatch(/^credit_application:\d+$/);
      return Number(subject!.split(':')[1]);
    });
    const [{ lenders }] = (await api.server.db.query<{ lenders: number[] }>(
      `SELECT array_agg(DISTINCT lender_id) AS lenders FROM credit_applications
        WHERE credit_application_id = ANY($1::bigint[])`,
      [ids],
    )) as [{ lenders: number[] }];
    expect(lenders).toEqual([2]);
  });

  it('withholds the details the list withholds from a reader without the fraud permission', async () => {
    await audit(api.server.db, {
      userId: admin.user_id,
      action: 'credit_application.id_image_viewed',
      subject: `credit_application:${ownApplication}`,
      detail: { vendor_reference: 'VR-EXPORT-1', classifier: 'front' },
    });
    const filters = { action: 'credit_application.id_image_viewed', record_id: ownApplication };
    const auditor = await userWith('audit-no-fraud', ['200:50', '200:11']);
    const withheld = await exported(auditor.token, filters, ['detail']);
    const list = await listed(
      auditor.token,
      `action=credit_application.id_image_viewed&record_id=${ownApplication}`,
    );
    expect(list.items[0]!.detail).toEqual({ classifier: 'front' });
    expect(withheld.lines[1]).toBe('"{""classifier"":""front""}"');

    const shown = await exported(admin.access_token, filters, ['detail']);
    const [full] = (
      await listed(
        admin.access_token,
        `action=credit_application.id_image_viewed&record_id=${ownApplication}`,
      )
    ).items;
    expect(full!.detail).toMatchObject({ vendor_reference: 'VR-EXPORT-1' });
    expect(shown.lines[1]).toBe(`"${JSON.stringify(full!.detail).replace(/"/g, '""')}"`);
  });

  it('protects cells that a spreadsheet would read as a formula', async () => {
    const { userId } = await userWith('audit-formula', ['200:50', '200:11']);
    await api.server.db.query(`UPDATE users SET first_name = '=2+3' WHERE user_id = $1`, [userId]);
    const { lines } = await exported(admin.access_token, { user_id: userId }, ['user.name']);
    expect(lines.slice(1).length).toBeGreaterThan(0);
    expect(lines.slice(1).every((line) => line === "'=2+3 User")).toBe(true);
  });

  it('needs both the audit trail permission and the export permission', async () => {
    const request = { report: 'audit_trail', type: 'csv', fields: ['action'] };
    const exporter = await userWith('audit-exporter-only', ['200:11']);
    const reader = await userWith('audit-reader-only', ['200:50']);
    for (const token of [exporter.token, reader.token]) {
      const refused = await post(token, request);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('ERR_FORBIDDEN');
    }
    // A permission lost between asking and the job running fails the export.
    const owner = await userWith('audit-loses-it', ['200:50', '200:11']);
    const created = (await post(owner.token, request)).json();
    await api.server.db.query(
      `DELETE FROM group_permissions WHERE category_id = 200 AND rule_id = 50
          AND group_id = (SELECT group_id FROM users WHERE user_id = $1)`,
      [owner.userId],
    );
    while ((await runNextJob(jobs)) !== null);
    expect((await get(owner.token, `/exports/${created.id}`)).json()).toMatchObject({
      status: 'FAILED',
      error: 'You do not have permission to do this.',
    });
  });

  it("refuses filters the trail's list refuses, naming the property", async () => {
    const base = { report: 'audit_trail', type: 'csv', fields: ['action'] };
    const refused = async (payload: object) => {
      const response = await post(admin.access_token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
      return response.json().error.properties as { property: string; message: string }[];
    };
    expect(await refused({ ...base, filters: { user_id: 'someone' } })).toEqual([
      { property: 'filters.user_id', message: expect.any(String) },
    ]);
    expect(await refused({ ...base, filters: { date_from: '2026-02-30' } })).toEqual([
      { property: 'filters.date_from', message: expect.any(String) },
    ]);
    expect(await refused({ ...base, filters: { action: 'Sign In' } })).toEqual([
      { property: 'filters.action', message: expect.any(String) },
    ]);
    expect(await refused({ ...base, filters: { page: 2, status: 'x' } })).toEqual([
      { property: 'filters.page', message: 'is not a filter of this report' },
      { property: 'filters.status', message: 'is not a filter of this report' },
    ]);
    expect(await refused({ ...base, fields: ['action', 'consumer'] })).toEqual([
      { property: 'fields', message: 'has no field consumer' },
    ]);
    expect(await refused({ ...base, order: ['-audit_id'] })).toEqual([
      { property: 'order', message: 'cannot be given for this report' },
    ]);
  });
});
