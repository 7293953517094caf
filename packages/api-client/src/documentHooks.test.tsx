// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  useCreateDocument,
  useCreateDocumentDraft,
  useDocument,
  useDocumentOwners,
  useDocuments,
  useDocumentVersion,
  useLenderDocuments,
  usePreviewLenderDocument,
  usePublishDocumentVersion,
} from './documentHooks';
import {
  createDocumentStore,
  documentHandlers,
  makeDocument,
  type DocumentMockStore,
} from './mocks/documents';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const server = setupServer();
const requests = recordRequests(server);
let store: DocumentMockStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function setUp() {
  store = createDocumentStore([
    makeDocument(),
    makeDocument({
      id: 42,
      owner_id: 6,
      title: 'Albion direct debit',
      document_type: 'direct_debit',
      tags: ['customer'],
      live_version: null,
      latest_draft_version: '1.0',
      drafts: [],
      published_versions: [],
    }),
  ]);
  server.use(...documentHandlers(store));
  return hookWrapper();
}

describe('document hooks', () => {
  it('lists documents, of one owner when given, and the owners', async () => {
    const { wrapper } = setUp();
    const all = renderHook(() => useDocuments(), { wrapper });
    const mine = renderHook(() => useDocuments(6), { wrapper });
    const owners = renderHook(() => useDocumentOwners(), { wrapper });
    await waitFor(() => expect(all.result.current.data?.items).toHaveLength(2));
    await waitFor(() =>
      expect(mine.result.current.data?.items.map((item) => item.id)).toEqual([42]),
    );
    await waitFor(() => expect(owners.result.current.data?.items).toHaveLength(2));
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/documents',
        'GET /api/documents?owner_id=6',
        'GET /api/documents/owners',
      ]),
    );
  });

  it('reads a document with its versions (extended) and one version with its content', async () => {
    const { wrapper } = setUp();
    const document = renderHook(() => useDocument(41), { wrapper });
    const version = renderHook(() => useDocumentVersion(41, '1.0'), { wrapper });
    await waitFor(() => expect(document.result.current.data?.live_version).toBe('1.0'));
    await waitFor(() =>
      expect(version.result.current.data?.content).toContain('{{ retailer_name }}'),
    );
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/documents/41?extended=true',
        'GET /api/documents/41/versions/1.0',
      ]),
    );
  });

  it('creates, saves a draft and publishes, refreshing every document query', async () => {
    const { wrapper } = setUp();
    const create = renderHook(() => useCreateDocument(), { wrapper });
    let id = 0;
    await act(async () => {
      id = (
        await create.result.current.mutateAsync({
          title: 'New',
          document_type: 'precontract',
          owner_id: 2,
          author: 'Alex Morgan',
          content: '<p>x</p>',
        })
      ).id;
    });
    expect(store.documents.find((item) => item.id === id)?.latest_draft_version).toBe('1.0');

    const list = renderHook(() => useDocuments(), { wrapper });
    await waitFor(() => expect(list.result.current.data?.items).toHaveLength(3));
    const draft = renderHook(() => useCreateDocumentDraft(id), { wrapper });
    await act(async () => {
      expect(
        (await draft.result.current.mutateAsync({ author: 'Alex Morgan', content: '<p>y</p>' }))
          .version,
      ).toBe('1.1');
    });
    const publish = renderHook(() => usePublishDocumentVersion(id), { wrapper });
    await act(async () => {
      expect(
        (await publish.result.current.mutateAsync({ version: '1.1', author: 'Alex Morgan' }))
          .version,
      ).toBe('1.0');
    });
    await waitFor(() =>
      expect(list.result.current.data?.items.find((item) => item.id === id)?.live_version).toBe(
        '1.0',
      ),
    );
    expect(requests).toEqual(
      expect.arrayContaining([
        `POST /api/documents/${id}/drafts`,
        `POST /api/documents/${id}/published/1.1`,
      ]),
    );
  });

  it("lists a lender's live documents by type, and previews a template as a PDF data URL", async () => {
    const { wrapper } = setUp();
    const live = renderHook(() => useLenderDocuments(2, 'retailer_operating_agreement'), {
      wrapper,
    });
    await waitFor(() =>
      expect(live.result.current.data?.items.map((item) => item.id)).toEqual([41]),
    );
    expect(requests).toContain(
      'GET /api/lenders/2/documents?document_type=retailer_operating_agreement',
    );
    const preview = renderHook(() => usePreviewLenderDocument(2), { wrapper });
    let url = '';
    await act(async () => {
      url = await preview.result.current.mutateAsync({
        content: '<p>x</p>',
        type: 'precontract',
        sample: 'interest-free-purchase',
      });
    });
    expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(store.previews).toEqual([
      { content: '<p>x</p>', type: 'precontract', sample: 'interest-free-purchase' },
    ]);
  });
});
