import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueDueSchedule } from '../../jobs/schedules';
import { runDueWork, type JobContext } from '../../jobs/worker';
import { backends } from '../../test/backends';
import { bearer, runJobsByHand, startTestApi, type TestApi } from '../../test/harness';
import { allowedRecipientDomains } from './recipients';

/** Just enough of an SMTP server to take messages: every message's raw text, in order. */
async function fakeSmtpServer(): Promise<{ url: string; messages: string[]; server: Server }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, server };
}

const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(backends())('scheduled reports on $name', (backend) => {
  let api: TestApi;
  let admin: string;
  let lender: string;
  let jobs: JobContext;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    jobs = runJobsByHand(api);
    admin = (await api.signIn('admin')).access_token;
    lender = (await api.signIn('lender')).access_token;
  });
  afterAll(() => api?.close());

  const schedule = {
    report: 'credit_application',
    type: 'csv',
    filters: { date_from: dayOffset(-400), date_to: dayOffset(0), status: ['ACCEPT', 'DECLINE'] },
    fields: ['credit_application_id', 'current_status.status'],
    order: ['-timestamp'],
    frequency: 'weekly',
    recipients: ['risk@example.com', 'Ops@Example.com'],
  };
  const post = (token: string, payload: object) =>
    api.request({ method: 'POST', url: '/api/export-schedules', headers: bearer(token), payload });
  const list = async (token: string) =>
    (
      await api.request({ method: 'GET', url: '/api/export-schedules', headers: bearer(token) })
    ).json().items as { id: number }[];
  const remove = (token: string, id: number) =>
    api.request({ method: 'DELETE', url: `/api/export-schedules/${id}`, headers: bearer(token) });

  it('creates a schedule whose first run is one period on, listed only to its owner', async () => {
    const response = await post(lender, schedule);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      report: 'credit_application',
      fields: schedule.fields,
      order: ['-timestamp'],
      frequency: 'weekly',
      recipients: ['risk@example.com', 'ops@example.com'],
      // Dates the user picked stay fixed; the other filters are kept apart from them.
      filters: { status: ['ACCEPT', 'DECLINE'] },
      date_range: { kind: 'fixed', from: dayOffset(-400), to: dayOffset(0) },
      last_run_at: null,
      last_export_id: null,
    });
    // One period on, at the default send time (06:00 UTC).
    expect(created).toMatchObject({ send_time: '06:00', paused: false });
    const made = new Date(created.created_at);
    expect(created.next_run_at).toBe(
      new Date(
        Date.UTC(made.getUTCFullYear(), made.getUTCMonth(), made.getUTCDate() + 7, 6, 0),
      ).toISOString(),
    );
    expect((await list(lender)).map((item) => item.id)).toEqual([created.id]);
    expect((await list(admin)).map((item) => item.id)).not.toContain(created.id);

    expect((await remove(admin, created.id)).statusCode).toBe(404);
    expect((await remove(lender, created.id)).statusCode).toBe(204);
    expect((await remove(lender, created.id)).statusCode).toBe(404);
    expect(await list(lender)).toEqual([]);
  });

  it('refuses bad schedules and callers without a session', async () => {
    const count = async () => (await api.server.db.query('SELECT 1 FROM export_schedules')).length;
    const before = await count();
    const refused = async (payload: object) => {
      const response = await post(admin, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await refused({ ...schedule, recipients: [] })).toMatchObject({
      code: 'ERR_SCHEMA_VALIDATION_ERROR',
    });
    expect(await refused({ ...schedule, recipients: ['not an email'] })).toMatchObject({
      code: 'ERR_SCHEMA_VALIDATION_ERROR',
    });
    expect(
      await refused({
        ...schedule,
        recipients: Array.from({ length: 11 }, (_, n) => `r${n}@example.com`),
      }),
    ).toMatchObject({ code: 'ERR_SCHEMA_VALIDATION_ERROR' });
    expect(await refused({ ...schedule, frequency: 'hourly' })).toMatchObject({
      code: 'ERR_SCHEMA_VALIDATION_ERROR',
    });
    expect(await refused({ ...schedule, fields: ['status_logs'] })).toMatchObject({
      properties: [{ property: 'fields', message: 'has no field status_logs' }],
    });
    expect(await refused({ ...schedule, report: 'watch_list' })).toMatchObject({
      message: 'The watch_list report cannot be exported yet.',
    });
    expect(await refused({ ...schedule, filters: { date_to: 'tomorrow' } })).toMatchObject({
      properties: [{ property: 'filters.date_to' }],
    });
    const relative = { ...schedule, filters: { status: ['ACCEPT'] } };
    expect(
      await refused({ ...relative, date_range: { kind: 'last_7_days', from: '2026-01-01' } }),
    ).toMatchObject({
      properties: [{ property: 'date_range.from', message: 'is not part of a last_7_days range' }],
    });
    expect(await refused({ ...relative, date_range: { kind: 'yesterday' } })).toMatchObject({
      properties: expect.arrayContaining([
        expect.objectContaining({ property: 'date_range.kind' }),
      ]),
    });
    expect(await refused({ ...relative, date_range: { kind: 'fixed' } })).toMatchObject({
      properties: [{ property: 'date_range.from', message: 'or date_range.to is needed' }],
    });
    expect(
      await refused({
        ...relative,
        date_range: { kind: 'fixed', from: '2026-03-02', to: '2026-03-01' },
      }),
    ).toMatchObject({
      properties: [{ property: 'date_range.to', message: 'must not be before from' }],
    });
    expect(await refused({ ...schedule, date_range: { kind: 'previous_month' } })).toMatchObject({
      properties: [
        { property: 'filters.date_from', message: 'cannot be given with date_range' },
        { property: 'filters.date_to', message: 'cannot be given with date_range' },
      ],
    });
    expect(
      (await api.request({ method: 'POST', url: '/api/export-schedules', payload: schedule }))
        .statusCode,
    ).toBe(401);
    expect((await api.request({ method: 'GET', url: '/api/export-schedules' })).statusCode).toBe(
      401,
    );
    expect(
      (await api.request({ method: 'DELETE', url: '/api/export-schedules/1' })).statusCode,
    ).toBe(401);
    expect(await count()).toBe(before);
  });

  const patch = (token: string, id: number, payload: object) =>
    api.request({
      method: 'PATCH',
      url: `/api/export-schedules/${id}`,
      headers: bearer(token),
      payload,
    });
  const act = (token: string, id: number, action: 'pause' | 'resume') =>
    api.request({
      method: 'POST',
      url: `/api/export-schedules/${id}/${action}`,
      headers: bearer(token),
    });

  it('changes frequency, range, send time and recipients of its owner’s schedule only', async () => {
    const created = (await post(lender, { ...schedule, send_time: '07:30' })).json();
    expect(created.send_time).toBe('07:30');
    const changed = await patch(lender, created.id, {
      frequency: 'daily',
      date_range: { kind: 'previous_month' },
      send_time: '18:45',
      recipients: ['Risk@example.com'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      frequency: 'daily',
      date_range: { kind: 'previous_month' },
      send_time: '18:45',
      recipients: ['risk@example.com'],
    });
    const next = new Date(changed.json().next_run_at);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([18, 45]);
    expect(next.getTime() - Date.now()).toBeGreaterThan(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(2 * 86_400_000);

    const refused = async (payload: object) => {
      const response = await patch(lender, created.id, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error.properties as { property: string }[];
    };
    expect(await refused({ send_time: '25:00' })).toEqual([
      expect.objectContaining({ property: 'send_time' }),
    ]);
    expect(await refused({})).toEqual([expect.objectContaining({ property: 'body' })]);
    expect(await refused({ recipients: ['me@elsewhere.test'] })).toEqual([
      expect.objectContaining({ property: 'recipients.0' }),
    ]);
    expect(await refused({ date_range: { kind: 'fixed' } })).toEqual([
      expect.objectContaining({ property: 'date_range.from' }),
    ]);
    expect((await list(lender)).find((item) => item.id === created.id)).toMatchObject({
      frequency: 'daily',
      send_time: '18:45',
      recipients: ['risk@example.com'],
    });

    expect((await patch(admin, created.id, { send_time: '08:00' })).statusCode).toBe(404);
    const viewer = (await api.signIn('viewer')).access_token;
    expect((await patch(viewer, created.id, { send_time: '08:00' })).statusCode).toBe(403);
    expect((await patch(lender, 999_999, { send_time: '08:00' })).statusCode).toBe(404);
    expect((await remove(lender, created.id)).statusCode).toBe(204);
  });

  it('pauses and resumes: a paused schedule does not run, each step once', async () => {
    const created = (await post(lender, schedule)).json();
    const paused = await act(lender, created.id, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json().paused).toBe(true);
    expect((await act(lender, created.id, 'pause')).statusCode).toBe(409);
    expect((await act(admin, created.id, 'pause')).statusCode).toBe(404);
    expect((await act(admin, created.id, 'resume')).statusCode).toBe(404);

    await api.server.db.query(
      `UPDATE export_schedules SET next_run_at = now() - interval '1 day' WHERE schedule_id = $1`,
      [created.id],
    );
    expect(await queueDueSchedule(api.server.db)).toBeNull();

    const resumed = await act(lender, created.id, 'resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().paused).toBe(false);
    // The run missed while paused is not made up: the next one is still to come.
    expect(Date.parse(resumed.json().next_run_at)).toBeGreaterThan(Date.now());
    expect((await act(lender, created.id, 'resume')).statusCode).toBe(409);
    expect((await remove(lender, created.id)).statusCode).toBe(204);

    const audited = await api.server.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE subject = $1 ORDER BY audit_id',
      [`export_schedule:${created.id}`],
    );
    expect(audited.map((entry) => entry.action)).toEqual([
      'export_schedule.created',
      'export_schedule.paused',
      'export_schedule.resumed',
      'export_schedule.deleted',
    ]);
  });

  it('keeps a relative range and resolves it on the day of each run', async () => {
    const created = (
      await post(lender, {
        ...schedule,
        filters: { status: ['ACCEPT', 'DECLINE'] },
        date_range: { kind: 'last_7_days' },
      })
    ).json();
    expect(created).toMatchObject({
      filters: { status: ['ACCEPT', 'DECLINE'] },
      date_range: { kind: 'last_7_days' },
    });
    const runOn = async (runAt: string) => {
      await api.server.db.query(
        'UPDATE export_schedules SET next_run_at = $2 WHERE schedule_id = $1',
        [created.id, runAt],
      );
      const exportId = await queueDueSchedule(api.server.db, new Date(runAt));
      const [stored] = await api.server.db.query<{ filters: Record<string, unknown> }>(
        'SELECT filters FROM exports WHERE export_id = $1',
        [exportId],
      );
      return stored!.filters;
    };
    expect(await runOn('2026-12-03T06:00:00Z')).toEqual({
      status: ['ACCEPT', 'DECLINE'],
      date_from: '2026-11-27',
      date_to: '2026-12-03',
    });
    // A week later (and over a year end) the run covers its own last seven days.
    expect(await runOn('2027-01-02T00:10:00Z')).toEqual({
      status: ['ACCEPT', 'DECLINE'],
      date_from: '2026-12-27',
      date_to: '2027-01-02',
    });
    expect((await list(lender)).find((item) => item.id === created.id)).toMatchObject({
      date_range: { kind: 'last_7_days' },
    });
    // Its exports' files are not this test's concern: their jobs are left out of later runs.
    await api.server.db.query(
      "UPDATE jobs SET state = 'failed' WHERE payload->>'schedule_id' = $1",
      [String(created.id)],
    );
    expect((await remove(lender, created.id)).statusCode).toBe(204);
  });

  it('sends reports only to allowed domains and needs the export permission', async () => {
    const outside = await post(admin, {
      ...schedule,
      recipients: ['risk@example.com', 'me@elsewhere.test'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.properties).toEqual([
      { property: 'recipients.1', message: 'must be an address at example.com' },
    ]);
    const viewer = (await api.signIn('viewer')).access_token;
    expect((await post(viewer, schedule)).statusCode).toBe(403);

    const created = (await post(lender, schedule)).json();
    expect((await remove(lender, created.id)).statusCode).toBe(204);
    const audited = await api.server.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE subject = $1 ORDER BY audit_id',
      [`export_schedule:${created.id}`],
    );
    expect(audited.map((entry) => entry.action)).toEqual([
      'export_schedule.created',
      'export_schedule.deleted',
    ]);
  });

  it("without EXPORT_RECIPIENT_DOMAINS allows only the domain of the user's own address", async () => {
    const config = { ...jobs.config, exportRecipientDomains: undefined };
    const [lenderUser] = await api.server.db.query<{ user_id: number }>(
      `SELECT user_id FROM users WHERE username = 'lender'`,
    );
    expect(await allowedRecipientDomains(api.server.db, config, lenderUser!.user_id)).toEqual([
      'northbridge.example',
    ]);
    const noEmail = await api.addUser('no.email');
    await api.server.db.query('UPDATE users SET email = NULL WHERE user_id = $1', [noEmail]);
    expect(await allowedRecipientDomains(api.server.db, config, noEmail)).toEqual([]);
  });

  it('runs a due schedule: the next run moves on, the export is made and emailed to the outbox', async () => {
    const created = (await post(lender, schedule)).json();
    // Due now, with a range relative to each run: the run covers 400 days up to today.
    await api.server.db.query(
      `UPDATE export_schedules
          SET next_run_at = now() - interval '1 minute', created_at = now() - interval '1 day',
              date_range = '{"kind": "days_from_run", "from_days": -400, "to_days": 0}'
        WHERE schedule_id = $1`,
      [created.id],
    );
    expect(await runDueWork(jobs)).toBe(true);
    expect(await runDueWork(jobs)).toBe(false);

    const [after] = await list(lender);
    const ran = after as unknown as {
      next_run_at: string;
      last_run_at: string;
      last_export_id: number;
    };
    expect(ran.last_export_id).toEqual(expect.any(Number));
    expect(Date.parse(ran.last_run_at)).toBeLessThanOrEqual(Date.now());
    const untilNext = (Date.parse(ran.next_run_at) - Date.now()) / 86_400_000;
    expect(untilNext).toBeGreaterThan(6.9);
    expect(untilNext).toBeLessThanOrEqual(7);

    const exported = await api.request({
      method: 'GET',
      url: `/api/exports/${ran.last_export_id}`,
      headers: bearer(lender),
    });
    expect(exported.json()).toMatchObject({ status: 'COMPLETED' });
    const rowCount = exported.json().row_count as number;
    const [{ n } = { n: -1 }] = await api.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM credit_applications
        WHERE lender_id = 2 AND current_status IN ('ACCEPT', 'DECLINE') AND NOT data_protection_hidden
          AND status_timestamp >= $1::date AND status_timestamp < $2::date + 1`,
      [dayOffset(-400), dayOffset(0)],
    );
    expect(rowCount).toBe(n);
    const [stored] = await api.server.db.query<{ filters: Record<string, unknown> }>(
      'SELECT filters FROM exports WHERE export_id = $1',
      [ran.last_export_id],
    );
    expect(stored!.filters).toMatchObject({ date_from: dayOffset(-400), date_to: dayOffset(0) });

    // The lender's organisation keeps the messages (its administrators read them at /outbox).
    const messages = await api.server.db.query<{ recipient: string; body: string }>(
      `SELECT m.recipient, m.body FROM outbox_messages m
         JOIN users u ON u.organisation_id = m.organisation_id AND u.username = 'lender'
        WHERE m.subject = 'Scheduled report: credit_application' AND m.sent_at IS NULL`,
    );
    expect(messages.map((message) => message.recipient).sort()).toEqual([
      'ops@example.com',
      'risk@example.com',
    ]);
    for (const message of messages) {
      expect(message.body).toContain('credit_application');
      expect(message.body).toContain(`Rows: ${rowCount}`);
      expect(message.body).toContain(
        `https://console.example/api/exports/${ran.last_export_id}/file`,
      );
    }
  });

  it('sends the CSV as an attachment through SMTP_URL and marks the outbox copy sent', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const created = (
        await post(admin, { ...schedule, recipients: ['smtp-check@example.com'] })
      ).json();
      await api.server.db.query(
        `UPDATE export_schedules SET next_run_at = now() - interval '1 second' WHERE schedule_id = $1`,
        [created.id],
      );
      expect(await runDueWork({ ...jobs, config: { ...jobs.config, smtpUrl: smtp.url } })).toBe(
        true,
      );
      const [ran] = await api.server.db.query<{ last_export_id: number }>(
        'SELECT last_export_id::int AS last_export_id FROM export_schedules WHERE schedule_id = $1',
        [created.id],
      );
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0]!;
      expect(message).toContain('To: smtp-check@example.com');
      expect(message).toContain('Subject: Scheduled report: credit_application');
      expect(message).toContain(`filename=credit_application-${ran!.last_export_id}.csv`);
      const stored = await api.server.storage.read(`exports/${ran!.last_export_id}.csv`);
      const csv = Buffer.concat(await stored!.toArray()).toString('utf8');
      expect(csv.startsWith('App ID,Status\r\n')).toBe(true);
      const [copy] = await api.server.db.query<{ sent_at: Date | null }>(
        `SELECT sent_at FROM outbox_messages WHERE recipient = 'smtp-check@example.com'`,
      );
      expect(copy!.sent_at).not.toBeNull();
    } finally {
      smtp.server.close();
    }
  });
});
