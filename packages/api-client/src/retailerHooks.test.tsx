// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createRetailerStore,
  makeRetailer,
  makeRetailersInEveryStatus,
  retailerHandlers,
  retailerMockAccountStatuses,
  type RetailerMockStore,
} from './mocks/retailers';
import { createUploadStore, uploadHandlers } from './mocks/uploads';
import {
  retailerKeys,
  useAccountManagers,
  useCreateRetailerContact,
  useCreateRetailerFlag,
  useCreateRetailerNote,
  useDeleteRetailerContact,
  useGhostToken,
  useResolveRetailerFlag,
  useRetailer,
  useRetailerAction,
  useRetailerContacts,
  useRetailerLenderAgreements,
  useRetailerNotes,
  useRetailers,
  useRetailerUsers,
  useStartGhostSession,
  useUpdateRetailer,
  useUpdateRetailerAgreement,
  useUpdateRetailerSettings,
} from './retailerHooks';
import { hookWrapper, recordRequests } from './test/hookWrapper';
import { useUploadRetailerFile } from './uploadHooks';

const server = setupServer();
const requests = recordRequests(server);
let store: RetailerMockStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function setUp(viewer: RetailerMockStore['viewer'] = 'admin') {
  store = createRetailerStore(makeRetailersInEveryStatus(16), viewer);
  server.use(...retailerHandlers(store));
  return hookWrapper();
}

describe('the factories', () => {
  it('cover every account status and lender status, with and without a manager, flags and users', () => {
    const retailers = makeRetailersInEveryStatus();
    expect(retailers.map((retailer) => retailer.account_status)).toEqual(
      retailerMockAccountStatuses,
    );
    const lenderStatuses = new Set(
      retailers.flatMap((retailer) => retailer.lender_statuses.map((entry) => entry.status)),
    );
    expect(lenderStatuses.size).toBe(9);
    expect(retailers.some((retailer) => retailer.account_details.account_manager === null)).toBe(
      true,
    );
    expect(retailers.some((retailer) => retailer.flags.length === 0)).toBe(true);
    expect(makeRetailersInEveryStatus()).toEqual(retailers);
    const live = makeRetailer();
    expect(Object.keys(live._links)).toEqual(expect.arrayContaining(['suspend', 'ghost', 'edit']));
  });
});

describe('useRetailers', () => {
  it('asks with the filters given and answers the page', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () =>
        useRetailers('merchants', { 'account_status[]': ['live', 'provisional'], perPage: 100 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const items = result.current.data!._embedded.items;
    expect(items.map((item) => item.account_status).sort()).toEqual([
      'live',
      'provisional',
      'provisional',
    ]);
    expect(requests[0]).toBe(
      'GET /api/retailers?account_status[]=live&account_status[]=provisional&perPage=100',
    );
  });

  it("adds each row's latest notes only when fields[] asks for them", async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        plain: useRetailers('merchants', {}),
        withNotes: useRetailers('merchants', { 'fields[]': ['notes'] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.withNotes.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.plain.isSuccess).toBe(true));
    expect(result.current.plain.data!._embedded.items[0]).not.toHaveProperty('notes');
    expect(result.current.withNotes.data!._embedded.items[0]!.notes!.length).toBeGreaterThan(0);
  });

  it('reads New Merchants by lender status', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => useRetailers('merchant-applications', { 'lender_status[]': ['null'] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(
      result.current.data!._embedded.items.every((item) =>
        item.lender_statuses.some((entry) => entry.status === null),
      ),
    ).toBe(true);
    expect(requests[0]).toContain('/api/retailer-applications?');
  });
});

describe('a merchant', () => {
  it('reads the merchant, its contacts, notes and agreements; links follow the viewer', async () => {
    const { wrapper } = setUp('viewer');
    const { result } = renderHook(
      () => ({
        retailer: useRetailer(5),
        contacts: useRetailerContacts(5),
        notes: useRetailerNotes(5),
        agreements: useRetailerLenderAgreements(5),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.agreements.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.retailer.isSuccess).toBe(true));
    expect(Object.keys(result.current.retailer.data!._links).sort()).toEqual([
      'contacts',
      'notes',
      'rate_cards',
      'self',
    ]);
    expect(result.current.notes.data!.length).toBeGreaterThan(0);
    expect(requests).toContain('GET /api/retailers/5/notes?page=1&perPage=1000');
  });

  it("fails with 'Merchant not found.' for a merchant the server does not show", async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useRetailer(999), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Merchant not found.'));
  });

  it('sends only the changed fields and caches the merchant it answers', async () => {
    const { wrapper, queryClient } = setUp();
    const { result } = renderHook(() => useUpdateRetailer(5), { wrapper });
    await act(() => result.current.mutateAsync({ address: { post_code: 'LS2 7HX' } }));
    expect(store.calls).toEqual([
      { operation: 'update', retailerId: 5, body: { address: { post_code: 'LS2 7HX' } } },
    ]);
    expect(
      queryClient.getQueryData<{ address: { post_code: string } }>(retailerKeys.detail(5))?.address
        .post_code,
    ).toBe('LS2 7HX');
  });

  it('updates the CDS settings', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useUpdateRetailerSettings(5), { wrapper });
    const settings = await act(() => result.current.mutateAsync({ check_factor: 0.5 }));
    expect(settings.cds.check_factor).toBe(0.5);
  });
});

describe('contacts, flags and notes', () => {
  it('creates a contact and refuses to delete the only primary one', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ create: useCreateRetailerContact(6), remove: useDeleteRetailerContact(6) }),
      { wrapper },
    );
    const created = await act(() =>
      result.current.create.mutateAsync({
        contact_type: 'support',
        title: 'Mr',
        first_name: 'Sam',
        last_name: 'Reid',
        email: 'sam.reid@example.co.uk',
      }),
    );
    expect(created.contact_type).toBe('support');
    await expect(result.current.remove.mutateAsync(61)).rejects.toThrow(
      'A primary contact can be deleted only if more than one primary contact exists.',
    );
    await act(() => result.current.remove.mutateAsync(created.contact_id));
    expect(store.contacts[6]!.map((contact) => contact.contact_id)).toEqual([61, 62]);
  });

  it('adds a flag and resolves it', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ create: useCreateRetailerFlag(6), resolve: useResolveRetailerFlag(6) }),
      { wrapper },
    );
    const flag = await act(() => result.current.create.mutateAsync('Director changed'));
    await act(() => result.current.resolve.mutateAsync(flag.id));
    expect(store.calls.map((call) => call.body)).toEqual([
      { message: 'Director changed', type: 'retailer' },
      { resolved: true },
    ]);
  });

  it('sends Contact Merchant as a note with correspondents', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useCreateRetailerNote(6), { wrapper });
    const note = await act(() =>
      result.current.mutateAsync({
        body: 'Your terminals ship on Monday.',
        correspondents: [{ type: 'retailer_contact', type_id: 61 }],
      }),
    );
    expect(note.correspondents).toEqual([{ type: 'retailer_contact', type_id: 61 }]);
  });

  it('uploads a merchant file through the upload steps', async () => {
    const uploads = createUploadStore();
    const { wrapper } = setUp();
    server.use(...uploadHandlers(uploads));
    const { result } = renderHook(() => useUploadRetailerFile(6), { wrapper });
    const file = new File(['%PDF-1.4'], 'Custom ROA.pdf', { type: 'application/pdf' });
    const uploaded = await act(() => result.current.mutateAsync(file));
    expect(uploaded).toEqual({ file_name: 'Custom ROA.pdf', upload_id: 1 });
    expect(uploads.calls).toEqual(['create', 'sign', 'store', 'uploaded']);
  });
});

describe('actions and agreements', () => {
  it('suspends for trading and refreshes the lists', async () => {
    const { wrapper, queryClient } = setUp();
    const { result } = renderHook(
      () => ({ list: useRetailers('merchants', {}), action: useRetailerAction(5) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const merchant = await act(() =>
      result.current.action.mutateAsync({ action: 'suspend', type: 'trading' }),
    );
    expect(merchant.account_status).toBe('suspended-trading');
    expect(store.calls.at(-1)).toEqual({
      operation: 'suspend',
      retailerId: 5,
      body: { type: 'trading' },
    });
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<{
            _embedded: { items: { retailer_id: number; account_status: string }[] };
          }>(retailerKeys.list('merchants', {}))
          ?._embedded.items.find((item) => item.retailer_id === 5)?.account_status,
      ).toBe('suspended-trading'),
    );
  });

  it('answers the CCL message when provisional approval is refused', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useRetailerAction(1), { wrapper });
    await expect(result.current.mutateAsync({ action: 'provisionally_approve' })).rejects.toThrow(
      'As merchant is on a regulated decision policy, a valid CCL number must be provided.',
    );
  });

  it('saves an entered CCL number before provisional approval, then approves', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useRetailerAction(1), { wrapper });
    const merchant = await act(() =>
      result.current.mutateAsync({ action: 'provisionally_approve', ccl_number: 'CCL123456' }),
    );
    expect(merchant.account_status).toBe('provisional');
    expect(store.calls.slice(-2)).toEqual([
      { operation: 'update', retailerId: 1, body: { ccl_number: 'CCL123456' } },
      { operation: 'provisionally_approve', retailerId: 1, body: {} },
    ]);
  });

  it('assigns an account manager from the list', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ managers: useAccountManagers(), action: useRetailerAction(5) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.managers.data).toHaveLength(3));
    const merchant = await act(() =>
      result.current.action.mutateAsync({ action: 'assign_account_manager', user_id: 4 }),
    );
    expect(merchant.account_details.account_manager).toEqual({ user_id: 4, name: 'Jordan Blake' });
  });

  it('assigns an unsigned agreement and refuses a signed one', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useUpdateRetailerAgreement(1), { wrapper });
    const agreement = await act(() =>
      result.current.mutateAsync({
        agreementId: 101,
        update: { type: 'pre_agreed_upload', file_id: 3 },
      }),
    );
    expect(agreement).toMatchObject({ type: 'pre_agreed_upload', file_id: 3 });
    await expect(
      result.current.mutateAsync({
        agreementId: 105,
        update: { type: 'html_document', html_document_id: 1 },
      }),
    ).rejects.toThrow('This Operating Agreement has been signed. It is not able to change.');
  });
});

describe('ghosting', () => {
  it("lists the merchant's users, issues a token and exchanges it once", async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        users: useRetailerUsers(5),
        token: useGhostToken(5),
        start: useStartGhostSession(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.users.data).toHaveLength(2));
    const user = result.current.users.data![0]!;
    const issued = await act(() => result.current.token.mutateAsync(user.user_id));
    const session = await act(() => result.current.start.mutateAsync(issued.ghost_token));
    expect(session).toMatchObject({
      user_id: user.user_id,
      full_name: user.full_name,
      retailer_id: 5,
    });
    await expect(result.current.start.mutateAsync(issued.ghost_token)).rejects.toThrow(
      'This ghost link is not valid, has expired or has already been used.',
    );
  });
});
