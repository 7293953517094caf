import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, type JsonBody, type RequestJson } from './contract';
import { makeLender } from './lenders';

type Schemas = components['schemas'];
type LenderDocument = Schemas['Document'];
type LenderDocumentSummary = Schemas['DocumentSummary'];
type LenderDocumentVersion = Schemas['DocumentVersion'];
type LenderDocumentOwner = Schemas['DocumentOwner'];

/** What a template begins with, as the server stores it (the editor's stylesheet, abridged). */
const stylesheet = '<style>.ldm-col-1{width:33.33%}.ldm-col-2{width:66.66%}</style>';

export const sampleDocumentContent = [
  stylesheet,
  '<h1>Northbridge Finance retailer operating agreement</h1>',
  '<p>This agreement is made between {{ retailer_name }} and Northbridge Finance.</p>',
  '<ol type="a"><li><p>The retailer introduces customers for credit.</p></li></ol>',
  '<div class="ldm-table"><div class="ldm-row"><div class="ldm-col-1"><p><strong>Settlement</strong></p></div>',
  '<div class="ldm-col-2"><p>Within three working days.</p></div></div></div>',
  '<p>{{ retailer_signature }}</p>',
].join('\n');

/** A document's owner is a lender of the lenders table. */
export const makeDocumentOwner: (overrides?: Partial<LenderDocumentOwner>) => LenderDocumentOwner =
  makeLender;

export function makeDocumentVersion(
  overrides: Partial<LenderDocumentVersion> = {},
): LenderDocumentVersion {
  return {
    version: '1.0',
    notes: [],
    author: 'Alex Morgan',
    created_at: '2026-03-02T10:15:00Z',
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<LenderDocument> = {}): LenderDocument {
  return {
    id: 41,
    title: 'Northbridge Finance operating agreement',
    document_type: 'retailer_operating_agreement',
    owner_id: 2,
    tags: ['retailer'],
    notes: null,
    author: 'Alex Morgan',
    live_version: '1.0',
    latest_draft_version: '1.1',
    created_at: '2026-01-12T09:30:00Z',
    content: sampleDocumentContent,
    drafts: [makeDocumentVersion({ version: '1.1', created_at: '2026-03-09T16:40:00Z' })],
    published_versions: [makeDocumentVersion({ version: '1.0' })],
    ...overrides,
  };
}

/** The list's row of a document. */
export function documentSummaryOf(document: LenderDocument): LenderDocumentSummary {
  const {
    id,
    title,
    document_type,
    owner_id,
    tags,
    live_version,
    latest_draft_version,
    created_at,
  } = document;
  return {
    id,
    title,
    document_type,
    owner_id,
    tags,
    live_version,
    latest_draft_version,
    created_at,
  };
}

export interface DocumentMockStore {
  owners: LenderDocumentOwner[];
  documents: LenderDocument[];
  /** Content of every version by document id, then version ("1.1"). */
  contents: Map<number, Map<string, string>>;
  /** Each preview request, in order. */
  previews: RequestJson<'/lenders/{lenderId}/documents/preview/', 'post'>[];
}

export function createDocumentStore(
  documents: LenderDocument[] = [makeDocument()],
  owners: LenderDocumentOwner[] = [
    makeDocumentOwner(),
    makeDocumentOwner({ lender_id: 6, name: 'Albion Consumer Credit' }),
  ],
): DocumentMockStore {
  const store: DocumentMockStore = { owners, documents: [], contents: new Map(), previews: [] };
  for (const document of structuredClone(documents)) {
    store.documents.push(document);
    const versions = [...(document.published_versions ?? []), ...(document.drafts ?? [])];
    store.contents.set(
      document.id,
      new Map(versions.map((version) => [version.version, document.content ?? ''])),
    );
  }
  return store;
}

/** A one-page PDF, enough for a viewer to open. */
const previewPdf =
  'data:application/pdf;base64,' +
  'JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PmVuZG9iagozIDAgb2JqPDwvVHlwZS9QYWdlL1BhcmVudCAyIDAgUi9NZWRpYUJveFswIDAgNTk1IDg0Ml0+PmVuZG9iagp0cmFpbGVyPDwvUm9vdCAxIDAgUj4+CiUlRU9G';

/** The server's answer to a template with a variable it does not know. */
const unknownVariableError = () =>
  HttpResponse.json<Schemas['Error']>(
    {
      error: {
        code: 'ERR_SCHEMA_VALIDATION_ERROR',
        message: 'The request is not valid.',
        properties: [
          {
            property: 'content',
            message:
              'Could not get src from map: {{ unknown }} is not a variable of this document type.',
          },
        ],
      },
    },
    { status: 400 },
  ) as unknown as HttpResponse<never>;

const parse = (version: string) => version.split('.').map(Number) as [number, number];

/**
 * msw handlers answering from `store` as the documents service does: the list (by owner), the
 * owners, a document with its versions, a version, create (draft 1.0), Save as Draft (the next
 * minor), Publish (the next major .0, drafts erased; 409 for a non-draft), a lender's live
 * documents and the preview (a PDF data URL; `{{ unknown }}` refused with 400).
 */
export function documentHandlers(store = createDocumentStore()) {
  const find = (id: unknown) => store.documents.find((item) => item.id === Number(id));
  const notFound = () => errorJson(404, 'ERR_NOT_FOUND', 'There is no such document.');

  return [
    http.get(apiUrl('/documents'), ({ request }) => {
      const owner = new URL(request.url).searchParams.get('owner_id');
      const items = store.documents
        .filter((item) => owner === null || item.owner_id === Number(owner))
        .map(documentSummaryOf);
      return HttpResponse.json<JsonBody<'/documents', 'get'>>({ items });
    }),
    http.get(apiUrl('/documents/owners'), () =>
      HttpResponse.json<JsonBody<'/documents/owners', 'get'>>({ items: store.owners }),
    ),
    http.get(apiUrl('/documents/{documentId}'), ({ params }) => {
      const document = find(params.documentId);
      return document ? HttpResponse.json<LenderDocument>(document) : notFound();
    }),
    http.get(apiUrl('/documents/{documentId}/versions/{version}'), ({ params }) => {
      const document = find(params.documentId);
      const version = [...(document?.published_versions ?? []), ...(document?.drafts ?? [])].find(
        (item) => item.version === params.version,
      );
      if (!document || !version) return notFound();
      const content = store.contents.get(document.id)?.get(version.version) ?? '';
      return HttpResponse.json<LenderDocumentVersion>({ ...version, content });
    }),
    http.post(apiUrl('/documents'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<'/documents', 'post'>;
      const id = Math.max(0, ...store.documents.map((item) => item.id)) + 1;
      const draft = makeDocumentVersion({ notes: body.notes ? [body.notes] : [] });
      const document = makeDocument({
        id,
        title: body.title,
        document_type: body.document_type,
        owner_id: body.owner_id,
        tags: body.document_type === 'retailer_operating_agreement' ? ['retailer'] : ['customer'],
        notes: body.notes ?? null,
        live_version: null,
        latest_draft_version: '1.0',
        created_at: new Date().toISOString(),
        content: body.content,
        drafts: [draft],
        published_versions: [],
      });
      store.documents.push(document);
      store.contents.set(id, new Map([['1.0', body.content]]));
      return HttpResponse.json<LenderDocument>(document, {
        status: 201,
        headers: { Location: `/documents/${id}` },
      });
    }),
    http.post(apiUrl('/documents/{documentId}/drafts'), async ({ params, request }) => {
      const document = find(params.documentId);
      if (!document) return notFound();
      const body = (await request.json()) as RequestJson<'/documents/{documentId}/drafts', 'post'>;
      const [major, minor] = parse(
        document.latest_draft_version ?? document.live_version ?? '1.-1',
      );
      const version = makeDocumentVersion({
        version: `${major}.${minor + 1}`,
        notes: body.notes ? [body.notes] : [],
        created_at: new Date().toISOString(),
      });
      document.drafts = [version, ...(document.drafts ?? [])];
      document.latest_draft_version = version.version;
      document.content = body.content;
      store.contents.get(document.id)?.set(version.version, body.content);
      return HttpResponse.json<LenderDocumentVersion>(
        { ...version, content: body.content },
        { status: 201 },
      );
    }),
    http.post(apiUrl('/documents/{documentId}/published/{version}'), ({ params }) => {
      const document = find(params.documentId);
      if (!document) return notFound();
      if (!(document.drafts ?? []).some((draft) => draft.version === params.version)) {
        return errorJson(409, 'ERR_CONFLICT', 'Only a draft can be published.');
      }
      const live = `${document.live_version ? parse(document.live_version)[0] + 1 : 1}.0`;
      const content = store.contents.get(document.id)?.get(String(params.version)) ?? '';
      const version = makeDocumentVersion({ version: live, created_at: new Date().toISOString() });
      document.published_versions = [version, ...(document.published_versions ?? [])];
      document.drafts = [];
      document.live_version = live;
      document.latest_draft_version = null;
      document.content = content;
      store.contents.get(document.id)?.set(live, content);
      return HttpResponse.json<LenderDocumentVersion>(version, { status: 201 });
    }),
    http.get(apiUrl('/lenders/{lenderId}/documents'), ({ params, request }) => {
      const type = new URL(request.url).searchParams.get('document_type');
      const items = store.documents
        .filter(
          (item) =>
            item.owner_id === Number(params.lenderId) &&
            item.live_version !== null &&
            (type === null || item.document_type === type),
        )
        .map(documentSummaryOf);
      return HttpResponse.json<JsonBody<'/lenders/{lenderId}/documents', 'get'>>({ items });
    }),
    http.post(apiUrl('/lenders/{lenderId}/documents/preview/'), async ({ request }) => {
      const body = (await request.json()) as RequestJson<
        '/lenders/{lenderId}/documents/preview/',
        'post'
      >;
      store.previews.push(body);
      if (/\{\{\s*unknown\w*\s*\}\}/.test(body.content)) {
        return unknownVariableError();
      }
      return HttpResponse.json<JsonBody<'/lenders/{lenderId}/documents/preview/', 'post'>>({
        url: previewPdf,
      });
    }),
  ];
}
