import { readTemplateHtml, variablesFor, type DocumentType } from '@backoffice/domain/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

type Method = 'GET' | 'POST';
type User = 'admin' | 'lender' | 'viewer';

const agreement = (extra = '') =>
  `<h1>Operating agreement</h1><p>Between {{ retailer_name }} and {{ lender_name }}.</p>${extra}`;

describe.each(backends())('lender documents on $name', (backend) => {
  let api: TestApi;
  const tokens: Record<User, string> = { admin: '', lender: '', viewer: '' };

  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    // The demo lender user has no document permission; their lender grants it here so that
    // the lender scoping can be seen.
    await api.server.db.query(
      `INSERT INTO group_permissions (group_id, category_id, rule_id)
       SELECT group_id, 200, 3 FROM users WHERE username = 'lender'`,
    );
    for (const user of ['admin', 'lender', 'viewer'] as const) {
      tokens[user] = (await api.signIn(user)).access_token;
    }
  });
  afterAll(() => api?.close());

  const callAs = (user: User | null) => (method: Method, url: string, payload?: unknown) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: user ? bearer(tokens[user]) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const call = callAs('admin');
  const count = async (table: string) =>
    (await api.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  async function createAgreement(ownerId = 6, content = agreement()) {
    const response = await call('POST', '/documents', {
      title: 'Operating agreement 2027',
      document_type: 'retailer_operating_agreement',
      owner_id: ownerId,
      author: 'Alex Morgan',
      notes: 'First cut',
      content,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; content: string };
  }

  describe('permissions', () => {
    it('answers 401 without a session and 403 to a user without Lender Documents', async () => {
      expect((await callAs(null)('GET', '/documents')).statusCode).toBe(401);
      const viewer = callAs('viewer');
      for (const [method, url, payload] of [
        ['GET', '/documents', undefined],
        ['GET', '/documents/owners', undefined],
        ['GET', '/documents/1?extended=true', undefined],
        ['GET', '/documents/1/versions/1.0', undefined],
        [
          'POST',
          '/documents',
          { title: 't', document_type: 'precontract', owner_id: 6, author: 'a', content: '' },
        ],
        ['POST', '/documents/1/drafts', { author: 'a', content: '<p>x</p>' }],
        ['POST', '/documents/1/published/1.1', { author: 'a' }],
        ['POST', '/lenders/6/documents/preview/', { content: '<p>x</p>', type: 'precontract' }],
      ] as const) {
        const response = await viewer(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.code).toBe('ERR_FORBIDDEN');
      }
    });

    it("lets any signed-in user read a lender's live documents (a merchant's agreement choices)", async () => {
      const response = await callAs('viewer')('GET', '/lenders/6/documents');
      expect(response.statusCode).toBe(200);
      expect(response.json().items.length).toBeGreaterThan(0);
    });

    it("keeps a lender user to their own lender's documents", async () => {
      const lender = callAs('lender');
      const owners = await lender('GET', '/documents/owners');
      expect(owners.json().items).toEqual([{ lender_id: 2, name: 'Northbridge Finance' }]);
      const list = await lender('GET', '/documents');
      const ownerIds = new Set(
        list.json().items.map((item: { owner_id: number }) => item.owner_id),
      );
      expect([...ownerIds]).toEqual([2]);
      expect((await lender('GET', '/documents?owner_id=6')).json().items).toEqual([]);

      const other = await createAgreement(6);
      expect((await lender('GET', `/documents/${other.id}`)).statusCode).toBe(404);
      expect(
        (
          await lender('POST', `/documents/${other.id}/drafts`, {
            author: 'P',
            content: '<p>x</p>',
          })
        ).statusCode,
      ).toBe(404);
      expect((await lender('GET', '/lenders/6/documents')).statusCode).toBe(404);
      expect(
        (
          await lender('POST', '/lenders/6/documents/preview/', {
            content: '<p>x</p>',
            type: 'precontract',
          })
        ).statusCode,
      ).toBe(404);
      const before = await count('documents');
      const refused = await lender('POST', '/documents', {
        title: 'Not ours',
        document_type: 'precontract',
        owner_id: 6,
        author: 'Priya Shah',
        content: '<p>x</p>',
      });
      expect(refused.statusCode).toBe(403);
      expect(await count('documents')).toBe(before);
      const ours = await lender('POST', '/documents', {
        title: 'Ours',
        document_type: 'precontract',
        owner_id: 2,
        author: 'Priya Shah',
        content: '<p>Dear {{ consumer_first_name }}</p>',
      });
      expect(ours.statusCode).toBe(201);
      expect(ours.json()).toMatchObject({ owner_id: 2, author: 'Priya Shah', tags: ['customer'] });
    });
  });

  describe('create', () => {
    it('creates the document at draft v1.0 with its author, notes and tag, and answers its Location', async () => {
      const response = await call('POST', '/documents', {
        title: '  Pre-contract explanation  ',
        document_type: 'precontract_explanation',
        owner_id: 8,
        author: 'ignored by the server',
        notes: 'For the 2027 rate cards',
        content: '<p>APR {{ finance_apr }}</p>',
      });
      expect(response.statusCode).toBe(201);
      const document = response.json();
      expect(response.headers.location).toBe(`/api/documents/${document.id}`);
      expect(document).toMatchObject({
        title: 'Pre-contract explanation',
        document_type: 'precontract_explanation',
        owner_id: 8,
        tags: ['customer'],
        notes: 'For the 2027 rate cards',
        author: 'Alex Morgan',
        live_version: null,
        latest_draft_version: '1.0',
      });
      expect(document.content).toContain('<p>APR {{ finance_apr }}</p>');
      expect(document.content.startsWith('<style>')).toBe(true);
      const extended = (await call('GET', `/documents/${document.id}?extended=true`)).json();
      expect(extended.drafts).toEqual([
        expect.objectContaining({
          version: '1.0',
          author: 'Alex Morgan',
          notes: ['For the 2027 rate cards'],
        }),
      ]);
      expect(extended.published_versions).toEqual([]);
    });

    it('refuses bad input with 400 naming the property, and writes nothing', async () => {
      const valid = {
        title: 'A title',
        document_type: 'precontract',
        owner_id: 6,
        author: 'Alex Morgan',
        content: '<p>x</p>',
      };
      const before = await count('documents');
      for (const [change, property] of [
        [{ title: '   ' }, 'title'],
        [{ title: undefined }, 'title'],
        [{ owner_id: 0 }, 'owner_id'],
        [{ owner_id: 999 }, 'owner_id'],
        [{ document_type: 'memo' }, 'document_type'],
        [{ tags: ['retailer'] }, 'tags'],
        [{ content: '<p>{{ shoe_size }}</p>' }, 'content'],
        [{ content: '<p>{{ bank_sort_code }}</p>' }, 'content'],
      ] as const) {
        const response = await call('POST', '/documents', { ...valid, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        const properties = response
          .json()
          .error.properties.map((item: { property: string }) => item.property);
        expect(
          properties.some((name: string) => name.includes(property)),
          JSON.stringify(properties),
        ).toBe(true);
      }
      const unknownVariable = await call('POST', '/documents', {
        ...valid,
        content: '<p>{{ shoe_size }}</p>',
      });
      expect(unknownVariable.json().error.properties[0].message).toBe(
        'Could not get src from map: {{ shoe_size }} is not a variable of this document type.',
      );
      expect(await count('documents')).toBe(before);
    });
  });

  describe('sanitising saved HTML against the editor schema', () => {
    it('never keeps an onerror, a <script>, a javascript: link, an iframe or a style attribute', async () => {
      const hostile =
        '<p onclick="steal()">Hello<script>alert(1)</script> <img src="x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">click</a> <a href="java&#x09;script:alert(4)">me</a>' +
        '<a href="https://example.com" onmouseover="alert(5)">ok</a></p>' +
        '<iframe src="https://evil.example"></iframe><div style="background:url(javascript:alert(6))">text</div>' +
        '<svg><script>alert(7)</script></svg><object data="x.swf"></object><p>{{ retailer_name }}</p>';
      const document = await createAgreement(6, hostile);
      const stored = (
        await api.server.db.query<{ content: string }>(
          'SELECT content FROM document_versions WHERE document_id = $1',
          [document.id],
        )
      )[0]!.content;
      expect(stored).not.toMatch(
        /script|onerror|onclick|onmouseover|iframe|object|svg|alert|style="/i,
      );
      expect(stored).toContain(
        '<p>Hello <img src="x.png" width="180" alt="">click me<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a></p>',
      );
      expect(stored).toContain('<p>text</p>');
      expect(stored).toContain('<p>{{ retailer_name }}</p>');
      const draft = await call('POST', `/documents/${document.id}/drafts`, {
        author: 'Alex Morgan',
        content: '<p>x<img src="javascript:alert(1)"></p>',
      });
      expect(draft.json().content).not.toMatch(/javascript|<img/);
    });
  });

  describe('versions', () => {
    it('saves drafts as the next minor, publishes as the next major .0 erasing the drafts, and refuses to publish a non-draft', async () => {
      const document = await createAgreement(14);
      const url = `/documents/${document.id}`;
      const draft = await call('POST', `${url}/drafts`, {
        author: 'Alex Morgan',
        notes: 'Settlement terms',
        content: agreement('<h2>Settlement</h2><p>Within three working days.</p>'),
      });
      expect(draft.statusCode).toBe(201);
      expect(draft.json()).toMatchObject({
        version: '1.1',
        author: 'Alex Morgan',
        notes: ['Settlement terms'],
      });

      const published = await call('POST', `${url}/published/1.1`, { author: 'Alex Morgan' });
      expect(published.statusCode).toBe(201);
      expect(published.json()).toMatchObject({ version: '1.0', author: 'Alex Morgan' });
      let extended = (await call('GET', `${url}?extended=true`)).json();
      expect(extended).toMatchObject({
        live_version: '1.0',
        latest_draft_version: null,
        drafts: [],
      });
      expect(extended.published_versions.map((item: { version: string }) => item.version)).toEqual([
        '1.0',
      ]);
      expect(extended.content).toContain('Within three working days.');

      const again = await call('POST', `${url}/published/1.0`, { author: 'Alex Morgan' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This version is already live.');

      expect(
        (
          await call('POST', `${url}/drafts`, { author: 'A', content: agreement('<p>one</p>') })
        ).json().version,
      ).toBe('1.1');
      expect(
        (
          await call('POST', `${url}/drafts`, { author: 'A', content: agreement('<p>two</p>') })
        ).json().version,
      ).toBe('1.2');
      expect((await call('POST', `${url}/published/1.1`, { author: 'A' })).json().version).toBe(
        '2.0',
      );
      extended = (await call('GET', `${url}?extended=true`)).json();
      expect(extended).toMatchObject({
        live_version: '2.0',
        latest_draft_version: null,
        drafts: [],
      });
      expect(extended.published_versions.map((item: { version: string }) => item.version)).toEqual([
        '2.0',
        '1.0',
      ]);
      expect(extended.content).toContain('<p>one</p>');
      expect((await call('POST', `${url}/published/1.2`, { author: 'A' })).statusCode).toBe(404);
      expect(
        (await call('POST', `${url}/drafts`, { author: 'A', content: agreement() })).json().version,
      ).toBe('2.1');

      const old = await call('GET', `${url}/versions/1.0`);
      expect(old.statusCode).toBe(200);
      expect(old.json().content).toContain('Within three working days.');
      expect((await call('GET', `${url}/versions/9.9`)).statusCode).toBe(404);
      expect((await call('GET', `${url}/versions/latest`)).statusCode).toBe(400);
      expect((await call('GET', '/documents/999999')).statusCode).toBe(404);
    });
  });

  describe("a lender's documents", () => {
    it('lists live documents only, newest first, narrowed by type', async () => {
      const document = await createAgreement(16);
      const before = (
        await call('GET', '/lenders/16/documents?document_type=retailer_operating_agreement')
      ).json().items;
      expect(before.some((item: { id: number }) => item.id === document.id)).toBe(false);
      await call('POST', `/documents/${document.id}/published/1.0`, { author: 'Alex Morgan' });
      const after = (
        await call('GET', '/lenders/16/documents?document_type=retailer_operating_agreement')
      ).json().items;
      expect(after[0]).toMatchObject({
        id: document.id,
        live_version: '1.0',
        document_type: 'retailer_operating_agreement',
      });
      expect(
        after.every((item: { live_version: string | null }) => item.live_version !== null),
      ).toBe(true);
      expect((await call('GET', '/lenders/7/documents')).statusCode).toBe(404);
    });

    it('lists every lender as an owner, and documents by owner', async () => {
      const owners = (await call('GET', '/documents/owners')).json().items;
      expect(owners).toHaveLength(14);
      const list = (await call('GET', '/documents?owner_id=20')).json().items as {
        owner_id: number;
      }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((item) => item.owner_id === 20)).toBe(true);
    });
  });

  describe('preview', () => {
    it('renders the template with the chosen sample as a PDF data URL', async () => {
      const response = await call('POST', '/lenders/6/documents/preview/', {
        content: agreement(
          '<div class="ldm-table"><div class="ldm-row"><div class="ldm-col-1"><p>Fee</p></div><div class="ldm-col-2"><p>{{ retailer_phone }}</p></div></div></div>',
        ),
        type: 'retailer_operating_agreement',
        sample: 'interest-free-purchase',
      });
      expect(response.statusCode).toBe(200);
      const url: string = response.json().url;
      expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
      const pdf = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    });

    it('refuses an unknown variable before rendering, and an unknown lender', async () => {
      const unknown = await call('POST', '/lenders/6/documents/preview/', {
        content: '<p>{{ consumer_shoe_size }}</p>',
        type: 'precontract',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.properties[0]).toEqual({
        property: 'content',
        message:
          'Could not get src from map: {{ consumer_shoe_size }} is not a variable of this document type.',
      });
      expect(
        (
          await call('POST', '/lenders/7/documents/preview/', {
            content: '<p>x</p>',
            type: 'precontract',
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  it('seeds documents the editor can read strictly, numbered as the version rules number them', async () => {
    const rows = await api.server.db.query<{
      content: string;
      document_type: DocumentType;
      major: number;
      minor: number;
      state: string;
    }>(
      `SELECT v.content, d.document_type, v.major, v.minor, v.state
         FROM document_versions v JOIN documents d USING (document_id)
        WHERE d.document_id <= 40`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const palette = variablesFor(row.document_type);
      expect(() =>
        readTemplateHtml(row.content, { isKnownVariable: (name) => palette.has(name) }),
      ).not.toThrow();
      expect(row.minor).toBe(row.state === 'published' ? 0 : 1);
    }
  });
});
