import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { lenderScopes, startMerchantTestKit, type MerchantTestKit } from './testKit';

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe.each(backends())('changing merchants on $name', (backend) => {
  let kit: MerchantTestKit;
  let scopes: Awaited<ReturnType<typeof lenderScopes>>;
  beforeAll(async () => {
    kit = await startMerchantTestKit(await backend.freshDatabase());
    scopes = await lenderScopes(kit);
  });
  afterAll(() => kit?.api.close());

  const errorOf = (response: { json(): unknown }) =>
    (
      response.json() as {
        error: { code: string; message: string; properties?: { property: string }[] };
      }
    ).error;
  const properties = (response: { json(): unknown }) =>
    (errorOf(response).properties ?? []).map((problem) => problem.property);
  const snapshot = async (retailerId: number) =>
    JSON.stringify(
      await kit.rows(
        `SELECT r.*, (SELECT json_agg(b ORDER BY kind) FROM retailer_bank_details b WHERE b.retailer_id = r.retailer_id) AS banks
           FROM retailers r WHERE r.retailer_id = $1`,
        [retailerId],
      ),
    );

  /** Uploads a file for a merchant through the spec's steps and answers its upload id. */
  async function upload(
    token: string,
    retailerId: number,
    bytes: Uint8Array,
    file: { name: string; type: string },
  ) {
    const created = await kit.call(token, 'POST', `/retailers/${retailerId}/uploads`, {
      file_name: file.name,
      content_type: file.type,
      size: bytes.length,
    });
    expect(created.statusCode).toBe(201);
    const uploadId = created.json().upload_id as number;
    const signed = (
      await kit.call(token, 'POST', `/retailers/${retailerId}/uploads/${uploadId}/signatures`)
    ).json() as { url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', new Blob([bytes]), file.name);
    const encoded = new Response(form);
    const stored = await kit.api.request({
      method: 'POST',
      url: signed.url,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(stored.statusCode).toBe(204);
    const finished = await kit.call(
      token,
      'PATCH',
      `/retailers/${retailerId}/uploads/${uploadId}`,
      {
        state: 'uploaded',
      },
    );
    expect(finished.statusCode).toBe(200);
    expect(finished.json().url).toContain(`/api/retailers/${retailerId}/uploads/${uploadId}/file?`);
    return uploadId;
  }

  describe('merchant details', () => {
    it('changes only the fields sent, and audits them', async () => {
      const before = (await kit.call(kit.tokens.admin, 'GET', '/retailers/6')).json();
      const response = await kit.call(kit.tokens.admin, 'PATCH', '/retailers/6', {
        name: 'Harbour Bikes Ltd',
        vat_number: 'CCL98765',
        address: { post_code: 'LS2 7HX' },
        account_details: { monthly_cost: 2900 },
        company_finance_details: { net_profit: -150_000 },
        bank_details: { settlement: { sort_code: '20-45-67' } },
      });
      expect(response.statusCode).toBe(200);
      const after = response.json();
      expect(after).toMatchObject({
        name: 'Harbour Bikes Ltd',
        ccl_number: 'CCL98765',
        vat_number: 'CCL98765',
        address: { ...before.address, post_code: 'LS2 7HX' },
        account_details: { ...before.account_details, monthly_cost: 2900 },
        company_finance_details: { ...before.company_finance_details, net_profit: -150_000 },
      });
      expect(after.bank_details.settlement).toEqual({
        ...before.bank_details.settlement,
        sort_code: '20-45-67',
      });
      expect(after.registration_number).toBe(before.registration_number);
      const [audit] = await kit.audits(6, 'updated');
      expect(audit!.detail).toMatchObject({ bank_details: ['settlement'] });
      expect(audit!.detail!.fields).toEqual(
        expect.arrayContaining([
          'name',
          'ccl_number',
          'post_code',
          'monthly_cost_pence',
          'net_profit_pence',
        ]),
      );
    });

    it('answers 400 naming each property and writes nothing', async () => {
      const before = await snapshot(6);
      const response = await kit.call(kit.tokens.admin, 'PATCH', '/retailers/6', {
        name: '   ',
        registration_number: '1234567890123456',
        bank_details: { settlement: { account_holder_name: 'x'.repeat(101) } },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
      expect(properties(response)).toEqual(
        expect.arrayContaining([
          'registration_number',
          'bank_details.settlement.account_holder_name',
        ]),
      );
      const spaces = await kit.call(kit.tokens.admin, 'PATCH', '/retailers/6', { name: '   ' });
      expect(properties(spaces)).toEqual(['name']);
      expect(errorOf(spaces).properties![0]).toMatchObject({ message: 'Name is required.' });
      expect(await snapshot(6)).toBe(before);
    });

    it('lets only the service user type with the permission edit', async () => {
      const before = await snapshot(scopes.dealt[0]!);
      const viewer = await kit.call(kit.tokens.viewer, 'PATCH', `/retailers/${scopes.dealt[0]}`, {
        name: 'X',
      });
      expect(viewer.statusCode).toBe(403);
      const lender = await kit.call(kit.tokens.lender, 'PATCH', `/retailers/${scopes.dealt[0]}`, {
        name: 'X',
      });
      expect(lender.statusCode).toBe(403);
      expect(await snapshot(scopes.dealt[0]!)).toBe(before);
    });

    it('updates the CDS settings with a proof-of-delivery option', async () => {
      const response = await kit.call(kit.tokens.admin, 'PATCH', '/retailers/6/settings', {
        enabled: true,
        check_factor: 0.3,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ cds: { enabled: true, check_factor: 0.3 } });
      const before = await snapshot(6);
      const refused = await kit.call(kit.tokens.admin, 'PATCH', '/retailers/6/settings', {
        enabled: false,
        check_factor: 0.35,
      });
      expect(refused.statusCode).toBe(400);
      expect(properties(refused)).toEqual(['check_factor']);
      expect(
        (await kit.call(kit.tokens.viewer, 'PATCH', '/retailers/6/settings', { enabled: false }))
          .statusCode,
      ).toBe(403);
      expect(await snapshot(6)).toBe(before);
      const dealt = scopes.dealt[0]!;
      const lenderBefore = await snapshot(dealt);
      const lender = await kit.call(kit.tokens.lender, 'PATCH', `/retailers/${dealt}/settings`, {
        enabled: false,
      });
      expect(lender.statusCode).toBe(403);
      expect(await snapshot(dealt)).toBe(lenderBefore);
      expect((await kit.audits(6, 'settings_updated')).length).toBe(1);
    });
  });

  describe('contacts', () => {
    const newContact = {
      contact_type: 'accounts',
      title: 'Ms',
      first_name: 'Priya',
      last_name: 'Patel',
      email: 'priya.patel@example.co.uk',
      mobile: '07700900999',
    };

    it('creates, updates and deletes a contact, each audited', async () => {
      const created = await kit.call(kit.tokens.admin, 'POST', '/retailers/9/contacts', newContact);
      expect(created.statusCode).toBe(201);
      const contact = created.json();
      expect(contact).toMatchObject({ ...newContact, telephone: null, address: null });
      const updated = await kit.call(kit.tokens.admin, 'PATCH', '/retailers/9/contacts', {
        contact_id: contact.contact_id,
        address: '4 Mill Lane, Otley',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toEqual({ ...contact, address: '4 Mill Lane, Otley' });
      const deleted = await kit.call(
        kit.tokens.admin,
        'DELETE',
        `/retailers/9/contacts/${contact.contact_id}`,
      );
      expect(deleted.statusCode).toBe(204);
      expect(
        await kit.rows('SELECT 1 FROM retailer_contacts WHERE contact_id = $1', [
          contact.contact_id,
        ]),
      ).toEqual([]);
      for (const action of ['contact_created', 'contact_updated', 'contact_deleted']) {
        expect((await kit.audits(9, action)).length, action).toBe(1);
      }
    });

    it('refuses a new contact without its required fields or with a bad phone, writing nothing', async () => {
      const [{ count }] = (await kit.rows<{ count: number }>(
        'SELECT count(*)::int AS count FROM retailer_contacts',
      )) as [{ count: number }];
      const missing = await kit.call(kit.tokens.admin, 'POST', '/retailers/9/contacts', {
        contact_type: 'support',
      });
      expect(missing.statusCode).toBe(400);
      expect(properties(missing)).toEqual(
        expect.arrayContaining(['title', 'first_name', 'last_name', 'email']),
      );
      const phone = await kit.call(kit.tokens.admin, 'POST', '/retailers/9/contacts', {
        ...newContact,
        telephone: '0113 496 0000',
      });
      expect(phone.statusCode).toBe(400);
      expect(properties(phone)).toContain('telephone');
      const [{ count: after }] = (await kit.rows<{ count: number }>(
        'SELECT count(*)::int AS count FROM retailer_contacts',
      )) as [{ count: number }];
      expect(after).toBe(count);
    });

    it('deletes a primary contact only while another primary contact exists', async () => {
      const merchants = await kit.rows<{ retailer_id: number; primaries: number[] }>(
        `SELECT retailer_id, array_agg(contact_id ORDER BY contact_id) AS primaries FROM retailer_contacts
          WHERE contact_type = 'primary' GROUP BY retailer_id`,
      );
      const single = merchants.find((merchant) => merchant.primaries.length === 1)!;
      const refused = await kit.call(
        kit.tokens.admin,
        'DELETE',
        `/retailers/${single.retailer_id}/contacts/${single.primaries[0]}`,
      );
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).message).toBe(
        'A primary contact can be deleted only if more than one primary contact exists.',
      );
      const retyped = await kit.call(
        kit.tokens.admin,
        'PATCH',
        `/retailers/${single.retailer_id}/contacts`,
        {
          contact_id: single.primaries[0],
          contact_type: 'support',
        },
      );
      expect(retyped.statusCode).toBe(409);
      const pair = merchants.find((merchant) => merchant.primaries.length > 1)!;
      const allowed = await kit.call(
        kit.tokens.admin,
        'DELETE',
        `/retailers/${pair.retailer_id}/contacts/${pair.primaries[0]}`,
      );
      expect(allowed.statusCode).toBe(204);
    });

    it('keeps contacts to the service user type and the merchant they belong to', async () => {
      const id = scopes.dealt[0]!;
      expect(
        (await kit.call(kit.tokens.viewer, 'POST', `/retailers/${id}/contacts`, newContact))
          .statusCode,
      ).toBe(403);
      expect(
        (await kit.call(kit.tokens.lender, 'POST', `/retailers/${id}/contacts`, newContact))
          .statusCode,
      ).toBe(403);
      const [other] = (await kit.rows<{ contact_id: number }>(
        'SELECT contact_id FROM retailer_contacts WHERE retailer_id <> 9 LIMIT 1',
      )) as [{ contact_id: number }];
      expect(
        (await kit.call(kit.tokens.admin, 'DELETE', `/retailers/9/contacts/${other.contact_id}`))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('flags', () => {
    it('adds a flag and resolves it (Delete Flag)', async () => {
      const created = await kit.call(kit.tokens.admin, 'POST', '/retailers/10/flags', {
        message: 'Director changed without notice.',
      });
      expect(created.statusCode).toBe(201);
      const flag = created.json();
      expect(flag).toMatchObject({ type: 'retailer', resolved: false });
      expect((await kit.call(kit.tokens.admin, 'GET', '/retailers/10')).json().flag_status).toBe(
        'flagged',
      );
      const resolved = await kit.call(kit.tokens.admin, 'PATCH', `/retailers/10/flags/${flag.id}`, {
        resolved: true,
      });
      expect(resolved.json()).toMatchObject({ id: flag.id, resolved: true });
      const merchant = (await kit.call(kit.tokens.admin, 'GET', '/retailers/10')).json();
      expect(merchant.flags.map((open: { id: number }) => open.id)).not.toContain(flag.id);
      expect((await kit.audits(10, 'flag_created')).length).toBe(1);
      expect((await kit.audits(10, 'flag_resolved')).length).toBe(1);
    });

    it('lets only staff resolve a flag', async () => {
      const [flag] = (await kit.rows<{ flag_id: number; retailer_id: number }>(
        `SELECT f.flag_id, f.retailer_id FROM retailer_flags f
          JOIN retailer_lenders rl ON rl.retailer_id = f.retailer_id AND rl.lender_id = 2
         WHERE NOT f.resolved ORDER BY f.flag_id LIMIT 1`,
      )) as [{ flag_id: number; retailer_id: number }];
      for (const token of [kit.tokens.viewer, kit.tokens.lender]) {
        const refused = await kit.call(
          token,
          'PATCH',
          `/retailers/${flag.retailer_id}/flags/${flag.flag_id}`,
          {
            resolved: true,
          },
        );
        expect(refused.statusCode).toBe(403);
      }
      const [{ resolved }] = (await kit.rows<{ resolved: boolean }>(
        'SELECT resolved FROM retailer_flags WHERE flag_id = $1',
        [flag.flag_id],
      )) as [{ resolved: boolean }];
      expect(resolved).toBe(false);
    });

    it('refuses an empty or long flag, the viewer and the lender', async () => {
      const empty = await kit.call(kit.tokens.admin, 'POST', '/retailers/10/flags', {
        message: ' ',
      });
      expect(empty.statusCode).toBe(400);
      expect(properties(empty)).toEqual(['message']);
      const long = await kit.call(kit.tokens.admin, 'POST', '/retailers/10/flags', {
        message: 'x'.repeat(1001),
      });
      expect(properties(long)).toEqual(['message']);
      const id = scopes.dealt[0]!;
      expect(
        (await kit.call(kit.tokens.viewer, 'POST', `/retailers/${id}/flags`, { message: 'x' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await kit.call(kit.tokens.lender, 'POST', `/retailers/${id}/flags`, { message: 'x' }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('notes and Contact Merchant', () => {
    it('adds an internal note with a PDF attachment that downloads', async () => {
      const uploadId = await upload(kit.tokens.admin, 11, pdfBytes, {
        name: 'Visit report.pdf',
        type: 'application/pdf',
      });
      const created = await kit.call(kit.tokens.admin, 'POST', '/retailers/11/notes', {
        body: 'Visited the showroom.',
        attachments: [{ upload_id: uploadId }],
      });
      expect(created.statusCode).toBe(201);
      const note = created.json();
      expect(note).toMatchObject({
        note_type: 'internal',
        author: 'Alex Morgan',
        correspondents: [],
      });
      const download = await kit.api.request({ method: 'GET', url: note.attachments[0].url });
      expect(download.statusCode).toBe(200);
      expect(Buffer.from(download.rawPayload)).toEqual(Buffer.from(pdfBytes));
      expect((await kit.audits(11, 'note_added')).length).toBe(1);
    });

    it("refuses an attachment that is another merchant's upload", async () => {
      const uploadId = await upload(kit.tokens.admin, 12, pngBytes, {
        name: 'photo.png',
        type: 'image/png',
      });
      const refused = await kit.call(kit.tokens.admin, 'POST', '/retailers/11/notes', {
        body: 'Wrong merchant',
        attachments: [{ upload_id: uploadId }],
      });
      expect(refused.statusCode).toBe(400);
      expect(properties(refused)).toEqual(['attachments.0.upload_id']);
    });

    it("lets a lender add its own lender's notes, never internal ones", async () => {
      const id = scopes.dealt[0]!;
      const created = await kit.call(kit.tokens.lender, 'POST', `/retailers/${id}/notes`, {
        body: 'Docs received.',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        note_type: 'lender',
        lender_name: 'Northbridge Finance',
      });
      const internal = await kit.call(kit.tokens.lender, 'POST', `/retailers/${id}/notes`, {
        body: 'x',
        note_type: 'internal',
      });
      expect(internal.statusCode).toBe(403);
      expect(
        (await kit.call(kit.tokens.viewer, 'POST', `/retailers/${id}/notes`, { body: 'x' }))
          .statusCode,
      ).toBe(403);
    });

    it('emails the chosen contact through the outbox and records the email as a note', async () => {
      const [contact] = (await kit.rows<{ contact_id: number; email: string }>(
        `SELECT contact_id, email FROM retailer_contacts WHERE retailer_id = 5 AND email IS NOT NULL
          ORDER BY contact_id LIMIT 1`,
      )) as [{ contact_id: number; email: string }];
      const response = await kit.call(kit.tokens.admin, 'POST', '/retailers/5/notes', {
        body: 'Your new terminals ship on Monday.',
        correspondents: [{ type: 'retailer_contact', type_id: contact.contact_id }],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().correspondents).toEqual([
        { type: 'retailer_contact', type_id: contact.contact_id },
      ]);
      const outbox = await kit.rows<{ recipient: string; body: string }>(
        `SELECT recipient, body FROM outbox_messages WHERE body LIKE 'Your new terminals%'`,
      );
      expect(outbox).toEqual([
        { recipient: contact.email, body: 'Your new terminals ship on Monday.\n' },
      ]);
      expect((await kit.audits(5, 'email_sent')).length).toBe(1);
    });

    it('needs a chosen contact of the merchant, and the service user type, to send an email', async () => {
      const none = await kit.call(kit.tokens.admin, 'POST', '/retailers/5/notes', {
        body: 'Hi',
        correspondents: [],
      });
      expect(none.statusCode).toBe(400);
      expect(properties(none)).toContain('correspondents');
      const [stranger] = (await kit.rows<{ contact_id: number }>(
        'SELECT contact_id FROM retailer_contacts WHERE retailer_id <> 5 LIMIT 1',
      )) as [{ contact_id: number }];
      const foreign = await kit.call(kit.tokens.admin, 'POST', '/retailers/5/notes', {
        body: 'Hi',
        correspondents: [{ type: 'retailer_contact', type_id: stranger.contact_id }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(properties(foreign)).toEqual(['correspondents.0.type_id']);
      const id = scopes.dealt[0]!;
      const [own] = (await kit.rows<{ contact_id: number }>(
        'SELECT contact_id FROM retailer_contacts WHERE retailer_id = $1 LIMIT 1',
        [id],
      )) as [{ contact_id: number }?];
      if (own) {
        const lender = await kit.call(kit.tokens.lender, 'POST', `/retailers/${id}/notes`, {
          body: 'Hi',
          correspondents: [{ type: 'retailer_contact', type_id: own.contact_id }],
        });
        expect(lender.statusCode).toBe(403);
      }
    });
  });

  describe('uploads', () => {
    it("lets a lender upload for its own lender's merchants only", async () => {
      const body = { file_name: 'x.pdf', content_type: 'application/pdf', size: 10 };
      expect(
        (await kit.call(kit.tokens.lender, 'POST', `/retailers/${scopes.dealt[0]}/uploads`, body))
          .statusCode,
      ).toBe(201);
      expect(
        (
          await kit.call(
            kit.tokens.lender,
            'POST',
            `/retailers/${scopes.notDealt[0]}/uploads`,
            body,
          )
        ).statusCode,
      ).toBe(404);
    });

    it('refuses uploads to users who may neither add notes nor assign agreements', async () => {
      const response = await kit.call(kit.tokens.viewer, 'POST', '/retailers/5/uploads', {
        file_name: 'x.pdf',
        content_type: 'application/pdf',
        size: 10,
      });
      expect(response.statusCode).toBe(403);
      const wrongType = await kit.call(kit.tokens.admin, 'POST', '/retailers/5/uploads', {
        file_name: 'x.exe',
        content_type: 'application/x-msdownload',
        size: 10,
      });
      expect(wrongType.statusCode).toBe(400);
      expect(properties(wrongType)).toEqual(['content_type']);
    });
  });

  describe('operating agreements', () => {
    const agreementsOf = async (retailerId: number) =>
      (await kit.call(kit.tokens.admin, 'GET', `/retailers/${retailerId}/lender-agreements`)).json()
        .items as {
        retailer_agreement_id: number;
        lender_id: number;
        retailer_agreed: string | null;
        available_documents: { document_id: number }[];
        type: string;
        editable: boolean;
      }[];

    it('assigns a lender document, or a custom ROA uploaded as a PDF', async () => {
      const unsigned = (await agreementsOf(4)).find((agreement) => agreement.editable)!;
      const document = unsigned.available_documents[0]!;
      const assigned = await kit.call(
        kit.tokens.admin,
        'PATCH',
        `/retailer-agreements/${unsigned.retailer_agreement_id}`,
        {
          type: 'html_document',
          html_document_id: document.document_id,
        },
      );
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json()).toMatchObject({
        type: 'html_document',
        html_document_id: document.document_id,
      });

      const fileId = await upload(kit.tokens.admin, 4, pdfBytes, {
        name: 'Custom ROA.pdf',
        type: 'application/pdf',
      });
      const custom = await kit.call(
        kit.tokens.admin,
        'PATCH',
        `/retailer-agreements/${unsigned.retailer_agreement_id}`,
        {
          type: 'pre_agreed_upload',
          file_id: fileId,
        },
      );
      expect(custom.statusCode).toBe(200);
      expect(custom.json()).toMatchObject({
        type: 'pre_agreed_upload',
        file_id: fileId,
        url: expect.any(String),
      });
      expect((await kit.audits(4, 'agreement_assigned')).length).toBe(2);
    });

    it("refuses a custom ROA that is not a PDF, and another lender's document", async () => {
      const unsigned = (await agreementsOf(4)).find((agreement) => agreement.editable)!;
      const png = await upload(kit.tokens.admin, 4, pngBytes, {
        name: 'roa.png',
        type: 'image/png',
      });
      const notPdf = await kit.call(
        kit.tokens.admin,
        'PATCH',
        `/retailer-agreements/${unsigned.retailer_agreement_id}`,
        {
          type: 'pre_agreed_upload',
          file_id: png,
        },
      );
      expect(notPdf.statusCode).toBe(400);
      expect(properties(notPdf)).toEqual(['file_id']);
      const [foreign] = (await kit.rows<{ document_id: number }>(
        `SELECT document_id FROM documents WHERE owner_id <> $1 AND document_type = 'retailer_operating_agreement' LIMIT 1`,
        [unsigned.lender_id],
      )) as [{ document_id: number }];
      const wrongLender = await kit.call(
        kit.tokens.admin,
        'PATCH',
        `/retailer-agreements/${unsigned.retailer_agreement_id}`,
        { type: 'html_document', html_document_id: foreign.document_id },
      );
      expect(wrongLender.statusCode).toBe(400);
      expect(properties(wrongLender)).toEqual(['html_document_id']);
    });

    it('offers and assigns only published documents, never a draft', async () => {
      const unsigned = (await agreementsOf(4)).find((agreement) => agreement.editable)!;
      const [draft] = (await kit.rows<{ document_id: number }>(
        `INSERT INTO documents (title, document_type, owner_id)
         VALUES ('Unpublished operating agreement', 'retailer_operating_agreement', $1)
         RETURNING document_id`,
        [unsigned.lender_id],
      )) as [{ document_id: number }];
      const offered = (await agreementsOf(4)).find(
        (agreement) => agreement.retailer_agreement_id === unsigned.retailer_agreement_id,
      )!;
      expect(offered.available_documents.length).toBeGreaterThan(0);
      expect(offered.available_documents.map((document) => document.document_id)).not.toContain(
        draft.document_id,
      );
      const response = await kit.call(
        kit.tokens.admin,
        'PATCH',
        `/retailer-agreements/${unsigned.retailer_agreement_id}`,
        { type: 'html_document', html_document_id: draft.document_id },
      );
      expect(response.statusCode).toBe(400);
      expect(properties(response)).toEqual(['html_document_id']);
      const [after] = (await kit.rows<{ html_document_id: number | null }>(
        'SELECT html_document_id FROM retailer_agreements WHERE retailer_agreement_id = $1',
        [unsigned.retailer_agreement_id],
      )) as [{ html_document_id: number | null }];
      expect(after.html_document_id).not.toBe(draft.document_id);
    });

    it('never changes a signed agreement', async () => {
      const signed = (await agreementsOf(5)).find((agreement) => !agreement.editable)!;
      const response = await kit.call(
        kit.tokens.admin,
        'PATCH',
        `/retailer-agreements/${signed.retailer_agreement_id}`,
        {
          type: 'html_document',
          html_document_id: signed.available_documents[0]?.document_id ?? 1,
        },
      );
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(
        'This Operating Agreement has been signed. It is not able to change.',
      );
    });

    it("shows a lender its own lender's agreement only, and lets only staff assign", async () => {
      const id = scopes.dealt[0]!;
      const response = await kit.call(
        kit.tokens.lender,
        'GET',
        `/retailers/${id}/lender-agreements`,
      );
      expect(response.statusCode).toBe(200);
      const items = response.json().items as { lender_id: number; retailer_agreement_id: number }[];
      expect(items.map((item) => item.lender_id)).toEqual([2]);
      const refused = await kit.call(
        kit.tokens.lender,
        'PATCH',
        `/retailer-agreements/${items[0]!.retailer_agreement_id}`,
        { type: 'html_document', html_document_id: 1 },
      );
      expect(refused.statusCode).toBe(403);
      expect(
        (
          await kit.call(
            kit.tokens.lender,
            'GET',
            `/retailers/${scopes.notDealt[0]}/lender-agreements`,
          )
        ).statusCode,
      ).toBe(404);
    });

    it('keeps agreements to users who may assign them', async () => {
      const [agreement] = await agreementsOf(4);
      const body = {
        type: 'html_document',
        html_document_id: agreement!.available_documents[0]!.document_id,
      };
      expect(
        (
          await kit.call(
            kit.tokens.viewer,
            'PATCH',
            `/retailer-agreements/${agreement!.retailer_agreement_id}`,
            body,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await kit.call(kit.tokens.viewer, 'GET', '/retailers/4/lender-agreements')).statusCode,
      ).toBe(403);
    });
  });
});
