import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends } from '../test/backends';
import { runJobsByHand, startTestApi, type TestApi } from '../test/harness';
import { INTERRUPTED_DELIVERY, queueDueSettlement, queueSettlementFile } from './settlementJobs';
import {
  claimNextJob,
  requeueExpiredLeases,
  runDueWork,
  runNextJob,
  type JobContext,
} from './worker';
import { runSettlementJob } from './settlementJobs';

/** The mail server: a test decides what each hand-over does. */
const smtp = vi.hoisted(() => ({
  sent: [] as string[],
  handOver: (_to: string): Promise<void> => Promise.resolve(),
}));
vi.mock('nodemailer', () => ({
  createTransport: () => ({
    sendMail: async (message: { to: string }) => {
      await smtp.handOver(message.to);
      smtp.sent.push(message.to);
      return { messageId: 'test' };
    },
  }),
}));

const DAY = 86_400_000;

describe.each(backends())('settlement runs on $name', (backend) => {
  let api: TestApi;
  let jobs: JobContext;
  let dataDir: string;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bo-settlement-'));
    databaseUrl = await backend.freshDatabase();
    api = await startTestApi({ databaseUrl, dataDir });
    jobs = runJobsByHand(api);
  });
  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => api.server.db;
  const rows = <Row extends object>(sql: string, params: unknown[] = []) =>
    db().query<Row>(sql, params);
  const fileOf = async (fileId: number) =>
    (
      await rows<{
        generation_status: string;
        file_path: string | null;
        application_count: number;
        total_pence: string;
        error: string | null;
      }>(
        `SELECT generation_status, file_path, application_count, total_pence::text, error
           FROM settlement_files WHERE settlement_file_id = $1`,
        [fileId],
      )
    )[0]!;
  const deliveriesOf = async (fileId: number) =>
    rows<{ email: string; status: string; error: string | null }>(
      'SELECT email, status, error FROM settlement_deliveries WHERE settlement_file_id = $1 ORDER BY position',
      [fileId],
    );
  const outboxTo = async (emails: string[]) =>
    (
      await rows<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = ANY($1)',
        [emails],
      )
    )[0]!.n;

  /** An application of the lender fulfilled at `at`, with a merchant name a spreadsheet would run. */
  async function fulfilledApplication(lenderId: number, at: Date) {
    const [row] = (await rows<{ id: number; advance: number; payable: number }>(
      `UPDATE credit_applications SET current_status = 'FULFILLED', outpayment_pence = advance_pence - 100
        WHERE credit_application_id = (SELECT min(credit_application_id) FROM credit_applications
                                        WHERE lender_id = $1 AND current_status <> 'FULFILLED')
        RETURNING credit_application_id::int AS id, advance_pence AS advance, outpayment_pence AS payable`,
      [lenderId],
    )) as [{ id: number; advance: number; payable: number }];
    await rows(
      `INSERT INTO status_logs (credit_application_id, status, logged_at) VALUES ($1, 'FULFILLED', $2)`,
      [row.id, at.toISOString()],
    );
    await rows(
      `UPDATE retailers SET name = '=cmd|calc' WHERE retailer_id =
         (SELECT retailer_id FROM credit_applications WHERE credit_application_id = $1)`,
      [row.id],
    );
    return row;
  }

  it('queues each due daily run for the day before it, catching up missed days, then moves it on', async () => {
    await rows(
      `UPDATE settlement_definitions SET next_run_at = '2026-01-10T02:00:00Z' WHERE definition_id = 1004`,
    );
    const now = new Date('2026-01-12T03:00:00Z');
    const queued: number[] = [];
    for (
      let fileId = await queueDueSettlement(db(), now);
      fileId !== null;
      fileId = await queueDueSettlement(db(), now)
    ) {
      queued.push(fileId);
    }
    const periods = await rows<{ start: string; end: string; trigger: string; status: string }>(
      `SELECT to_char(period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS start,
              to_char(period_end AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS end, trigger,
              generation_status AS status
         FROM settlement_files WHERE settlement_file_id = ANY($1) ORDER BY period_start`,
      [queued],
    );
    expect(periods).toEqual([
      { start: '2026-01-09', end: '2026-01-10', trigger: 'daily', status: 'Generating' },
      { start: '2026-01-10', end: '2026-01-11', trigger: 'daily', status: 'Generating' },
      { start: '2026-01-11', end: '2026-01-12', trigger: 'daily', status: 'Generating' },
    ]);
    const [definition] = await rows<{ next_run_at: Date }>(
      'SELECT next_run_at FROM settlement_definitions WHERE definition_id = 1004',
    );
    expect(definition!.next_run_at.toISOString()).toBe('2026-01-13T02:00:00.000Z');
    // The worker makes and sends them.
    expect(await runDueWork(jobs)).toBe(true);
    for (const fileId of queued) expect((await fileOf(fileId)).generation_status).toBe('Success');
  });

  it("writes the lender's applications fulfilled in the period into storage, cells protected, and sends it to each recipient once", async () => {
    const periodEnd = new Date(Date.UTC(2026, 1, 2));
    const inside = await fulfilledApplication(2, new Date(periodEnd.getTime() - 3 * 3_600_000));
    const outside = await fulfilledApplication(2, new Date(periodEnd.getTime() + 60_000));
    const fileId = await db().transaction((sql) =>
      queueSettlementFile(sql, {
        definitionId: 1002,
        periodStart: new Date(periodEnd.getTime() - DAY),
        periodEnd,
        trigger: 'manual',
        requestedBy: null,
      }),
    );
    const recipients = (await deliveriesOf(fileId)).map((delivery) => delivery.email);
    expect(await runNextJob(jobs)).toMatchObject({ state: 'done' });

    const file = await fileOf(fileId);
    expect(file).toMatchObject({
      generation_status: 'Success',
      file_path: `settlements/2/${fileId}.csv`,
      application_count: 1,
      total_pence: String(inside.payable),
      error: null,
    });
    const csv = await text((await api.server.storage.read(file.file_path!))!);
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Application ID,Credit Request ID,Merchant ID,Merchant,Merchant Reference,Lender Reference,Product Code,Advance (£),Payable to Merchant (£),Fulfilled At',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${inside.id},`));
    expect(lines[1]).toContain(",'=cmd|calc,");
    expect(csv).not.toMatch(new RegExp(`^${outside.id},`, 'm'));
    expect((await deliveriesOf(fileId)).map((delivery) => delivery.status)).toEqual([
      'Delivered',
      'Delivered',
    ]);
    expect(await outboxTo(recipients)).toBe(2);

    // The same job taken up again (a lost acknowledgement) sends nothing twice.
    const [{ job_id }] = (await rows<{ job_id: number }>(
      'SELECT job_id::int AS job_id FROM settlement_files WHERE settlement_file_id = $1',
      [fileId],
    )) as [{ job_id: number }];
    await rows(`UPDATE jobs SET state = 'queued' WHERE job_id = $1`, [job_id]);
    await runNextJob(jobs);
    expect(await outboxTo(recipients)).toBe(2);
  });

  it('marks a file that cannot be made as error with the reason, and sends nothing', async () => {
    const fileId = await db().transaction((sql) =>
      queueSettlementFile(sql, {
        definitionId: 1008,
        periodStart: new Date(Date.UTC(2026, 1, 1)),
        periodEnd: new Date(Date.UTC(2026, 1, 2)),
        trigger: 'manual',
        requestedBy: null,
      }),
    );
    const brokenStorage = {
      ...api.server.storage,
      put: () => Promise.reject(new Error('disk full')),
    };
    expect(await runNextJob({ ...jobs, storage: brokenStorage })).toMatchObject({
      state: 'failed',
    });
    expect(await fileOf(fileId)).toMatchObject({
      generation_status: 'error',
      error: 'The settlement file could not be made. Please try again.',
      file_path: null,
    });
    expect((await deliveriesOf(fileId)).map((delivery) => delivery.status)).toEqual([
      'Not started',
      'Not started',
    ]);
  });

  it('survives a restart mid-run without delivering to anyone twice', async () => {
    await rows(
      `INSERT INTO settlement_recipients (definition_id, display_name, email)
       VALUES (1010, 'Treasury', 'treasury@thameside.example')`,
    );
    const fileId = await db().transaction((sql) =>
      queueSettlementFile(sql, {
        definitionId: 1010,
        periodStart: new Date(Date.UTC(2026, 1, 1)),
        periodEnd: new Date(Date.UTC(2026, 1, 2)),
        trigger: 'manual',
        requestedBy: null,
      }),
    );
    const recipients = (await deliveriesOf(fileId)).map((delivery) => delivery.email);
    expect(recipients).toHaveLength(3);

    // The instance stops while the mail server holds the second recipient's copy.
    const smtpJobs = { ...jobs, config: { ...jobs.config, smtpUrl: 'smtp://mail.example' } };
    let secondHandOver!: () => void;
    const handedOverSecond = new Promise<void>((resolve) => {
      secondHandOver = resolve;
    });
    smtp.sent = [];
    smtp.handOver = (to) => {
      if (to !== recipients[1]) return Promise.resolve();
      secondHandOver();
      return new Promise<void>(() => {});
    };
    const job = await claimNextJob(db(), 'instance-a');
    expect(job?.kind).toBe('settlement');
    void runSettlementJob(job!, smtpJobs);
    await handedOverSecond;
    expect((await deliveriesOf(fileId)).map((delivery) => delivery.status)).toEqual([
      'Delivered',
      'Sending',
      'Not started',
    ]);
    await api.close();

    // Another start on the same database: the run whose lease ran out goes back in the queue and resumes.
    api = await startTestApi({ databaseUrl, dataDir });
    jobs = runJobsByHand(api);
    smtp.handOver = () => Promise.resolve();
    // Its lease has run out by the time this start looks (an hour on).
    await requeueExpiredLeases(db(), new Date(Date.now() + 3_600_000));
    const resumed = await runNextJob({
      ...jobs,
      config: { ...jobs.config, smtpUrl: 'smtp://mail.example' },
    });
    expect(resumed).toMatchObject({ state: 'done' });

    expect(smtp.sent.filter((to) => to === recipients[0])).toHaveLength(1);
    expect(smtp.sent.filter((to) => to === recipients[1])).toHaveLength(0);
    expect(smtp.sent.filter((to) => to === recipients[2])).toHaveLength(1);
    const deliveries = await deliveriesOf(fileId);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([
      'Delivered',
      'Timed out',
      'Delivered',
    ]);
    expect(deliveries[1]!.error).toBe(INTERRUPTED_DELIVERY);
    expect(await fileOf(fileId)).toMatchObject({ generation_status: 'Success' });
    const [{ files }] = (await rows<{ files: number }>(
      'SELECT count(*)::int AS files FROM settlement_files WHERE definition_id = 1010 AND trigger = $1',
      ['manual'],
    )) as [{ files: number }];
    expect(files).toBe(1);
  });

  it('reports a file whose run gave up for good as Timed out, not Generating for ever', async () => {
    const fileId = await db().transaction((sql) =>
      queueSettlementFile(sql, {
        definitionId: 1012,
        periodStart: new Date(Date.UTC(2026, 1, 1)),
        periodEnd: new Date(Date.UTC(2026, 1, 2)),
        trigger: 'manual',
        requestedBy: null,
      }),
    );
    await rows(
      `UPDATE jobs SET state = 'failed', error = 'The export could not be made. Please try again.'
        WHERE job_id = (SELECT job_id FROM settlement_files WHERE settlement_file_id = $1)`,
      [fileId],
    );
    const response = await api.request({
      method: 'GET',
      url: '/api/settlement/status/history/1012?count=1',
      headers: { authorization: `Bearer ${(await api.signIn('admin')).access_token}` },
    });
    expect(response.json().history[0]).toMatchObject({
      settlement_file_id: fileId,
      status: 'Timed out',
      recipients: [
        { display_name: 'Finance SFTP', status: 'Timed out' },
        { display_name: 'Lender operations mailbox', status: 'Timed out' },
      ],
    });
  });
});
