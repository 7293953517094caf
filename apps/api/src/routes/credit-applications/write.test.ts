import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PHONE_NUMBER_PATTERN } from '@backoffice/domain/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

describe.each(backends())('changing credit applications on $name', (backend) => {
  let api: TestApi;
  let admin: string;
  let viewer: string;
  let lender: string;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    admin = (await api.signIn('admin')).access_token;
    viewer = (await api.signIn('viewer')).access_token;
    lender = (await api.signIn('lender')).access_token;
  });
  afterAll(() => api?.close());

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const rows = <Row extends object>(text: string, params: unknown[] = []) =>
    api.server.db.query<Row>(text, params);
  /**
   * An application no earlier test has used, put into the status the test needs (the small
   * test seed has only a few of each), with a consumer and a decision.
   */
  const used = new Set<number>();
  async function applicationIn(status: string, { lenderId }: { lenderId?: number } = {}) {
    const found = await rows<{ id: number }>(
      `SELECT a.credit_application_id::int AS id FROM credit_applications a
        WHERE NOT a.data_protection_hidden AND ($1::int IS NULL OR a.lender_id = $1)
          AND EXISTS (SELECT 1 FROM consumers c WHERE c.credit_application_id = a.credit_application_id)
          AND EXISTS (SELECT 1 FROM decision_logs d WHERE d.credit_application_id = a.credit_application_id)
        ORDER BY 1`,
      [lenderId ?? null],
    );
    const free = found.find((row) => !used.has(row.id));
    if (!free) throw new Error('no unused application');
    used.add(free.id);
    await rows(
      'UPDATE credit_applications SET current_status = $2 WHERE credit_application_id = $1',
      [free.id, status],
    );
    return free.id;
  }
  const statusOf = async (id: number) =>
    (
      await rows<{ status: string; logs: number; audits: number }>(
        `SELECT current_status AS status,
                (SELECT count(*)::int FROM status_logs l WHERE l.credit_application_id = $1) AS logs,
                (SELECT count(*)::int FROM audit_log WHERE subject = 'credit_application:' || $1) AS audits
           FROM credit_applications WHERE credit_application_id = $1`,
        [id],
      )
    )[0]!;

  describe('order actions', () => {
    it('verifies with a reason: a new status, a status log and an audit entry', async () => {
      const id = await applicationIn('ACTION-RETAILER');
      const before = await statusOf(id);
      const response = await call(admin, 'PUT', `/credit-applications/${id}/actions/verify`, {
        reason: 'Passport seen in store',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.current_status).toMatchObject({
        status: 'VERIFIED',
        current_reason: 'Passport seen in store',
      });
      expect(body.status_logs[0].status).toBe('VERIFIED');
      expect(body._links.verify).toBeUndefined();
      const after = await statusOf(id);
      expect(after.logs).toBe(before.logs + 1);
      expect(after.audits).toBeGreaterThan(before.audits);
      // Verified is not a status verify starts from: the action is refused now.
      const again = await call(admin, 'PUT', `/credit-applications/${id}/actions/verify`, {
        reason: 'Twice',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        'This action is not available for an application in status VERIFIED.',
      );
    });

    it('forces an ID check without a reason, cancels and inspects with one', async () => {
      const refer = await applicationIn('REFER');
      const forced = await call(
        admin,
        'PUT',
        `/credit-applications/${refer}/actions/force-id-check`,
        {},
      );
      expect(forced.statusCode).toBe(200);
      expect(forced.json().current_status.status).toBe('ACTION-CUSTOMER');
      expect(forced.json().credit_sentry.idVerificationEvents.at(-1).name).toBe('id_check_forced');

      const accepted = await applicationIn('ACCEPT');
      const inspected = await call(
        admin,
        'PUT',
        `/credit-applications/${accepted}/actions/inspect`,
        {
          reason: 'Unusual basket',
        },
      );
      expect(inspected.json().current_status.status).toBe('INSPECT');
      const cancelled = await call(
        admin,
        'PUT',
        `/credit-applications/${accepted}/actions/cancel`,
        {
          reason: 'Customer asked',
        },
      );
      expect(cancelled.json().current_status.status).toBe('CANCEL');
      expect(Object.keys(cancelled.json()._links)).not.toContain('cancel');
    });

    it('refuses a missing or too long reason, naming the property, and writes nothing', async () => {
      const id = await applicationIn('REFER');
      const before = await statusOf(id);
      const missing = await call(admin, 'PUT', `/credit-applications/${id}/actions/cancel`, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({
        code: 'ERR_SCHEMA_VALIDATION_ERROR',
        properties: [{ property: 'reason', message: 'is required' }],
      });
      const long = await call(admin, 'PUT', `/credit-applications/${id}/actions/cancel`, {
        reason: 'x'.repeat(1001),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.properties[0].property).toBe('reason');
      expect(await statusOf(id)).toEqual(before);
    });

    it('underwrites to a new status, but not to the same one nor a declined one to CANCEL', async () => {
      const id = await applicationIn('DECLINE');
      const same = await call(admin, 'PATCH', `/credit-applications/${id}/actions/underwrite`, {
        status: 'DECLINE',
        reason: 'Still no',
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().error.properties[0].property).toBe('status');
      const cancel = await call(admin, 'PATCH', `/credit-applications/${id}/actions/underwrite`, {
        status: 'CANCEL',
        reason: 'Tidy up',
      });
      expect(cancel.statusCode).toBe(409);
      const accept = await call(admin, 'PATCH', `/credit-applications/${id}/actions/underwrite`, {
        status: 'ACCEPT',
        reason: 'Income verified by phone',
      });
      expect(accept.statusCode).toBe(200);
      expect(accept.json().current_status).toMatchObject({
        status: 'ACCEPT',
        current_reason: 'Income verified by phone',
      });
      const badStatus = await call(
        admin,
        'PATCH',
        `/credit-applications/${id}/actions/underwrite`,
        {
          status: 'REFER',
          reason: 'x',
        },
      );
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().error.code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
    });

    it('refuses the viewer with 403 and hides other lenders from a lender', async () => {
      const id = await applicationIn('REFER');
      const before = await statusOf(id);
      const refused = await call(viewer, 'PUT', `/credit-applications/${id}/actions/inspect`, {
        reason: 'Looking',
      });
      expect(refused.statusCode).toBe(403);
      const [foreign] = await rows<{ id: number }>(
        `SELECT credit_application_id::int AS id FROM credit_applications
          WHERE current_status = 'REFER' AND lender_id <> 2 LIMIT 1`,
      );
      if (foreign) {
        const hidden = await call(
          lender,
          'PUT',
          `/credit-applications/${foreign.id}/actions/inspect`,
          {
            reason: 'Looking',
          },
        );
        expect(hidden.statusCode).toBe(404);
      }
      expect(await statusOf(id)).toEqual(before);
    });

    it('generates the agreement of an accepted application as a PDF data URL', async () => {
      const id = await applicationIn('FULFILLED');
      const response = await call(admin, 'PUT', `/credit-applications/${id}/agreement`);
      expect(response.statusCode).toBe(200);
      const url: string = response.json().url;
      expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
      const pdf = Buffer.from(url.split(',')[1]!, 'base64').toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf).toContain(`Credit agreement for application ${id}`);
      const refer = await applicationIn('REFER');
      expect((await call(admin, 'PUT', `/credit-applications/${refer}/agreement`)).statusCode).toBe(
        409,
      );
    });
  });

  describe('notes', () => {
    it('adds an internal note by default and lists notes newest first', async () => {
      const id = await applicationIn('REFER');
      const created = await call(admin, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'Called the customer about their income.',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        noteType: 'Internal Note',
        author: 'Alex Morgan',
        lender_id: null,
        attachments: [],
      });
      await call(admin, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'Visible to the retailer.',
        noteType: 'Retailer Note',
      });
      const list = (await call(admin, 'GET', `/credit-applications/${id}/notes`)).json();
      expect(list.meta.perPage).toBe(100);
      expect(list.items[0].long_text).toBe('Visible to the retailer.');
      expect((await call(admin, 'GET', `/credit-applications/${id}`)).json().notes_count).toBe(
        list.meta.total,
      );
    });

    it("shows a lender the notes for every lender or its own, never another lender's", async () => {
      const id = await applicationIn('REFER', { lenderId: 2 });
      const otherLender = (
        await rows<{ lender_id: number }>(
          'SELECT lender_id FROM lenders WHERE lender_id <> 2 LIMIT 1',
        )
      )[0]!.lender_id;
      for (const note of [
        { long_text: 'For lender 2', lender_id: 2 },
        { long_text: 'For another lender', lender_id: otherLender },
        { long_text: 'For every lender' },
        {
          long_text: 'Retailer note for another lender',
          noteType: 'Retailer Note',
          lender_id: otherLender,
        },
      ]) {
        expect(
          (await call(admin, 'POST', `/credit-applications/${id}/notes`, note)).statusCode,
        ).toBe(201);
      }
      const texts = (await call(lender, 'GET', `/credit-applications/${id}/notes`))
        .json()
        .items.map((note: { long_text: string }) => note.long_text);
      expect(texts).toContain('For lender 2');
      expect(texts).toContain('For every lender');
      expect(texts).not.toContain('Retailer note for another lender');
      expect(texts).not.toContain('For another lender');
      expect((await call(lender, 'GET', `/credit-applications/${id}`)).json().notes_count).toBe(
        texts.length,
      );
      const adminTexts = (await call(admin, 'GET', `/credit-applications/${id}/notes`))
        .json()
        .items.map((note: { long_text: string }) => note.long_text);
      expect(adminTexts).toEqual(
        expect.arrayContaining(['For another lender', 'Retailer note for another lender']),
      );
      const viewerTexts = (await call(viewer, 'GET', `/credit-applications/${id}/notes`))
        .json()
        .items.map((note: { long_text: string }) => note.long_text);
      expect(viewerTexts).toEqual(expect.arrayContaining(['For another lender']));

      const own = await call(lender, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'From the lender to itself',
        lender_id: 2,
      });
      expect(own.statusCode).toBe(201);
      expect(own.json()).toMatchObject({ lender_id: 2, noteType: 'Internal Note' });
      const [{ before }] = (await rows<{ before: number }>(
        'SELECT count(*)::int AS before FROM application_notes WHERE credit_application_id = $1',
        [id],
      )) as [{ before: number }];
      const refused = await call(lender, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'Addressed elsewhere',
        lender_id: otherLender,
      });
      expect(refused.statusCode).toBe(403);
      const unknown = await call(admin, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'For nobody',
        lender_id: 999_999,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.properties).toEqual([
        { property: 'lender_id', message: 'is not a lender' },
      ]);
      const [{ after }] = (await rows<{ after: number }>(
        'SELECT count(*)::int AS after FROM application_notes WHERE credit_application_id = $1',
        [id],
      )) as [{ after: number }];
      expect(after).toBe(before);
    });

    it('emails the customer through the outbox and records it as an Email note', async () => {
      const id = await applicationIn('ACCEPT');
      const [{ email }] = (await rows<{ email: string }>(
        'SELECT email_address AS email FROM consumers WHERE credit_application_id = $1',
        [id],
      )) as [{ email: string }];
      const sent = await call(admin, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'Please send a copy of your passport.',
        reply_to: 'support@posfinance.example',
        recipients: [],
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ noteType: 'Email', recipients: [email] });
      const outbox = await rows<{ body: string }>(
        `SELECT body FROM outbox_messages WHERE recipient = $1 AND subject = 'About your finance application'`,
        [email],
      );
      expect(outbox).toHaveLength(1);
      expect(outbox[0]!.body).toContain('Reply to: support@posfinance.example');
    });

    it("refuses notes on declined applications with the spec's message, and excluded statuses", async () => {
      const declined = await applicationIn('DECLINE');
      const refused = await call(admin, 'POST', `/credit-applications/${declined}/notes`, {
        long_text: 'Too late',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'Adding notes is disabled for declined applications.',
      );
      const submitted = await applicationIn('SUBMITTED');
      expect(
        (await call(admin, 'POST', `/credit-applications/${submitted}/notes`, { long_text: 'x' }))
          .statusCode,
      ).toBe(409);
    });

    it('refuses bad notes naming the property, unknown attachments, and the viewer', async () => {
      const id = await applicationIn('REFER');
      const [{ before }] = (await rows<{ before: number }>(
        'SELECT count(*)::int AS before FROM application_notes WHERE credit_application_id = $1',
        [id],
      )) as [{ before: number }];
      const long = await call(admin, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'x'.repeat(1001),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.properties[0].property).toBe('long_text');
      const type = await call(admin, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'x',
        noteType: 'Secret Note',
      });
      expect(type.json().error.properties[0].property).toBe('noteType');
      const attachment = await call(admin, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'With a file',
        attachments: [{ file_name: 'never-uploaded.pdf' }],
      });
      expect(attachment.statusCode).toBe(400);
      expect(attachment.json().error.properties[0].property).toBe('attachments.0.file_name');
      const viewerNote = await call(viewer, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'Read only',
      });
      expect(viewerNote.statusCode).toBe(403);
      const [{ after }] = (await rows<{ after: number }>(
        'SELECT count(*)::int AS after FROM application_notes WHERE credit_application_id = $1',
        [id],
      )) as [{ after: number }];
      expect(after).toBe(before);
    });

    it('attaches an upload the user made, by its file name', async () => {
      const id = await applicationIn('REFER');
      const [{ user_id }] = (await rows<{ user_id: number }>(
        "SELECT user_id FROM users WHERE username = 'admin'",
      )) as [{ user_id: number }];
      await rows(
        `INSERT INTO uploads (s3_file_id, file_name, content_type, size_bytes, storage_path, uploaded_by)
         VALUES (gen_random_uuid(), 'payslip.pdf', 'application/pdf', 1200, 'files/payslip.pdf', $1)`,
        [user_id],
      );
      const created = await call(admin, 'POST', `/credit-applications/${id}/notes`, {
        long_text: 'Payslip attached',
        attachments: [{ file_name: 'payslip.pdf' }],
      });
      expect(created.statusCode).toBe(201);
      const url = expect.stringMatching(/\/uploads\/\d+\/file\?expires=\d+&signature=/);
      expect(created.json().attachments).toEqual([{ file_name: 'payslip.pdf', url }]);
      const detail = (await call(admin, 'GET', `/credit-applications/${id}`)).json();
      expect(detail.attachments).toEqual([{ name: 'payslip.pdf', url }]);
    });
  });

  describe('application changes', () => {
    it('changes the retailer reference and custom data, refusing long names', async () => {
      const id = await applicationIn('ACCEPT');
      const response = await call(admin, 'PATCH', `/credit-applications/${id}`, {
        retailer_reference: 'ORD-CHANGED',
        custom_data: { store_number: '12' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        retailer_reference: 'ORD-CHANGED',
        custom_data: expect.objectContaining({ store_number: '12' }),
      });
      const long = await call(admin, 'PATCH', `/credit-applications/${id}`, {
        custom_data: { ['n'.repeat(101)]: 'x' },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
      expect(
        (await call(viewer, 'PATCH', `/credit-applications/${id}`, { retailer_reference: 'x' }))
          .statusCode,
      ).toBe(403);
    });

    it('answers the consumer by its id, which is the application id', async () => {
      const id = await applicationIn('ACCEPT');
      const consumer = await call(viewer, 'GET', `/credit-applications/${id}/consumers/${id}`);
      expect(consumer.statusCode).toBe(200);
      expect(consumer.json().addresses.length).toBeGreaterThan(0);
      expect(
        (await call(viewer, 'GET', `/credit-applications/${id}/consumers/${id + 1}`)).statusCode,
      ).toBe(404);
    });
  });

  describe('consumer updates', () => {
    it('changes only the fields sent and an address, and audits it', async () => {
      const id = await applicationIn('REFER');
      const before = (await call(admin, 'GET', `/credit-applications/${id}`)).json().consumer;
      const response = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        consumer: { mobile_number: '07700900999' },
        addresses: [
          { ...before.addresses[0], street: 'New Street', street_number: '9', house_name: null },
        ],
      });
      expect(response.statusCode).toBe(200);
      const after = response.json().consumer;
      expect(after.mobile_number).toBe('07700900999');
      expect(after.surname).toBe(before.surname);
      expect(after.addresses[0]).toMatchObject({ street: 'New Street', street_number: '9' });
      const [audit] = await rows<{ detail: { fields: string[] } }>(
        `SELECT detail FROM audit_log WHERE subject = $1 AND action = 'credit_application.consumer_updated'`,
        [`credit_application:${id}`],
      );
      expect(audit!.detail.fields).toEqual(['mobile_number']);
    });

    it("refuses invalid addresses with the spec's messages and writes nothing", async () => {
      const id = await applicationIn('ACCEPT');
      const before = (await call(admin, 'GET', `/credit-applications/${id}`)).json().consumer;
      const address = before.addresses[0];
      const noNumber = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        consumer: { forename: 'Changed' },
        addresses: [{ ...address, house_name: null, street_number: ' ' }],
      });
      expect(noNumber.statusCode).toBe(400);
      expect(noNumber.json().error.properties).toEqual([
        { property: 'addresses.0.house_name', message: 'House name or number is missing.' },
      ]);
      const blankTown = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        addresses: [{ ...address, town: '  ' }],
      });
      expect(blankTown.json().error.properties[0].message).toBe('Town is missing.');
      const missingStreet = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        addresses: [{ ...address, street: undefined }],
      });
      expect(missingStreet.json().error).toMatchObject({
        code: 'ERR_SCHEMA_VALIDATION_ERROR',
        properties: [{ property: 'addresses.0.street', message: 'is required' }],
      });
      const badDate = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        consumer: { date_of_birth: '01/02/1980' },
      });
      expect(badDate.json().error.properties[0].property).toBe('consumer.date_of_birth');
      expect((await call(admin, 'GET', `/credit-applications/${id}`)).json().consumer).toEqual(
        before,
      );
    });

    it("refuses a phone or mobile number outside the spec's pattern, naming it, and writes nothing", async () => {
      const id = await applicationIn('REFER');
      const before = (await call(admin, 'GET', `/credit-applications/${id}`)).json().consumer;
      for (const property of ['mobile_number', 'phone_number'] as const) {
        const refused = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
          consumer: { forename: 'Changed', [property]: '0791649' },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toMatchObject({
          code: 'ERR_SCHEMA_VALIDATION_ERROR',
          properties: [{ property: `consumer.${property}` }],
        });
      }
      expect((await call(admin, 'GET', `/credit-applications/${id}`)).json().consumer).toEqual(
        before,
      );
      const accepted = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        consumer: { mobile_number: '+44 (0)7916 491234', phone_number: null },
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().consumer).toMatchObject({ mobile_number: '+44 (0)7916 491234' });
    });

    it("checks phone and mobile with the domain's phone pattern", () => {
      const contract = parse(
        readFileSync(
          createRequire(import.meta.url).resolve('@backoffice/api-client/openapi.yaml'),
          'utf8',
        ),
      );
      const consumer = contract.components.schemas.ApplicationConsumerUpdate.properties.consumer;
      expect(consumer.properties.phone_number.pattern).toBe(PHONE_NUMBER_PATTERN.source);
      expect(consumer.properties.mobile_number.pattern).toBe(PHONE_NUMBER_PATTERN.source);
    });

    it('re-scores with the policy and writes a new current decision log with its version', async () => {
      const id = await applicationIn('REFER');
      const logsBefore = (
        await call(admin, 'GET', `/credit-applications/${id}/decision-logs`)
      ).json().items;
      const response = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        // A contact field: a change of name or date of birth waits for approval (ADR 0070).
        consumer: { mobile_number: '07700900456' },
        options: { score: true },
      });
      expect(response.statusCode).toBe(200);
      const logs = (await call(admin, 'GET', `/credit-applications/${id}/decision-logs`)).json()
        .items;
      expect(logs).toHaveLength(logsBefore.length + 1);
      expect(response.json().current_decision_log_id).toBe(logs[0].decision_log_id);
      const [policy] = await rows<{ credit_policy_id: number; version: number }>(
        `SELECT p.credit_policy_id, p.version FROM credit_policies p
           JOIN credit_applications a ON a.credit_policy_id = p.credit_policy_id
          WHERE a.credit_application_id = $1`,
        [id],
      );
      expect(logs[0]).toMatchObject({
        credit_policy_id: policy!.credit_policy_id,
        policy_version: policy!.version,
      });
      expect(logs[0].rules.length).toBeGreaterThan(0);
      // The re-score's decision is the application's status, said in Status History when it moves.
      const rescored = response.json();
      expect(rescored.current_status.status).toBe(logs[0].status);
      if (logs[0].status !== 'REFER') {
        expect(rescored.current_status.current_reason).toMatch(/^Re-scored with .+ version \d+\.$/);
      }
    });

    it('refuses a re-score after a manual decision with 409, writing nothing, and stops offering it', async () => {
      const id = await applicationIn('REFER');
      const before = (await call(admin, 'GET', `/credit-applications/${id}`)).json();
      expect(before._links.rescore).toMatchObject({ title: 'Update and Re-score' });
      expect(before).toMatchObject({ manual_decision: null, rescore_refusal: null });
      const underwritten = await call(
        admin,
        'PATCH',
        `/credit-applications/${id}/actions/underwrite`,
        { status: 'ACCEPT', reason: 'Income confirmed by payslip.' },
      );
      expect(underwritten.statusCode).toBe(200);
      const refusal =
        'This application was underwritten manually to ACCEPT. A manual decision is final, so it is not re-scored; use Underwrite to change the decision.';
      expect(underwritten.json()).toMatchObject({
        manual_decision: { status: 'ACCEPT' },
        rescore_refusal: refusal,
      });
      expect(underwritten.json()._links.rescore).toBeUndefined();
      expect(underwritten.json()._links.edit_consumer).toBeDefined();
      const logsBefore = (
        await call(admin, 'GET', `/credit-applications/${id}/decision-logs`)
      ).json().items;

      const refused = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        consumer: { email_address: 'rescored@example.com' },
        options: { score: true },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(refusal);
      const after = (await call(admin, 'GET', `/credit-applications/${id}`)).json();
      expect(after.consumer).toEqual(underwritten.json().consumer);
      expect(after.current_status.status).toBe('ACCEPT');
      expect(after.status_logs).toHaveLength(underwritten.json().status_logs.length);
      expect(
        (await call(admin, 'GET', `/credit-applications/${id}/decision-logs`)).json().items,
      ).toEqual(logsBefore);

      // Update alone still saves; the decision stays the underwriter's.
      const updated = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        consumer: { email_address: 'updated@example.com' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        consumer: { email_address: 'updated@example.com' },
        current_status: { status: 'ACCEPT' },
      });
    });

    it('refuses a re-score once the status is past the credit decision', async () => {
      const id = await applicationIn('VERIFIED');
      const detail = (await call(admin, 'GET', `/credit-applications/${id}`)).json();
      expect(detail._links.rescore).toBeUndefined();
      const refused = await call(admin, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
        consumer: { forename: 'Late' },
        options: { score: true },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'An application in status VERIFIED is past its credit decision, so it is not re-scored.',
      );
    });

    it('refuses the viewer and hidden consumers', async () => {
      const id = await applicationIn('REFER');
      expect(
        (
          await call(viewer, 'PATCH', `/credit-applications/${id}/piiconsumer`, {
            consumer: { forename: 'Viewer' },
          })
        ).statusCode,
      ).toBe(403);
      const [hidden] = await rows<{ id: number }>(
        'SELECT credit_application_id::int AS id FROM credit_applications WHERE data_protection_hidden LIMIT 1',
      );
      const refused = await call(admin, 'PATCH', `/credit-applications/${hidden!.id}/piiconsumer`, {
        consumer: { forename: 'Hidden' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'This data is inaccessible due to data protection regulations',
      );
    });
  });
});
