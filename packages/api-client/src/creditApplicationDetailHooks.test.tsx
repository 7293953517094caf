// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackofficeClient } from './client';
import {
  creditApplicationKeys,
  useAddApplicationNote,
  useApplicationAction,
  useApplicationAgreement,
  useApplicationChanged,
  useApplicationDecisionLogs,
  useApplicationNotes,
  useCreditApplication,
  useUpdateApplicationConsumer,
} from './creditApplicationDetailHooks';
import { BackofficeClientProvider } from './hooks';
import {
  createCreditApplicationStore,
  creditApplicationDetailHandlers,
  type CreditApplicationMockStore,
} from './mocks/creditApplicationDetail';
import { createMemoryTokenStore } from './tokenStore';

let store: CreditApplicationMockStore;
const server = setupServer();
const id = 100234;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setUp() {
  store = createCreditApplicationStore();
  server.use(...creditApplicationDetailHandlers(store));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createBackofficeClient({
    baseUrl: 'http://localhost/api',
    tokenStore: createMemoryTokenStore(),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BackofficeClientProvider client={client}>{children}</BackofficeClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('credit application detail hooks', () => {
  it('reads the application with its links, its notes and its decision logs', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        application: useCreditApplication(id),
        notes: useApplicationNotes(id),
        logs: useApplicationDecisionLogs(id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.logs.data).toHaveLength(1));
    expect(result.current.application.data?._links.underwrite?.method).toBe('PATCH');
    expect(result.current.notes.data?.[0]?.noteType).toBe('Internal Note');
  });

  it("fails with 'Credit request not found' for an unknown application", async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useCreditApplication(999), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Credit request not found'));
  });

  it('underwrites, and the answer becomes the cached application', async () => {
    const { wrapper, queryClient } = setUp();
    const { result } = renderHook(() => useApplicationAction(id), { wrapper });
    await act(() =>
      result.current.mutateAsync({ action: 'underwrite', status: 'ACCEPT', reason: 'Payslip' }),
    );
    expect(store.calls).toEqual([
      { operation: 'underwrite', creditAppId: id, body: { status: 'ACCEPT', reason: 'Payslip' } },
    ]);
    const cached = queryClient.getQueryData<{ current_status: { status: string } }>(
      creditApplicationKeys.detail(id),
    );
    expect(cached?.current_status.status).toBe('ACCEPT');
  });

  it('leaves the refresh to the caller with refreshLater', async () => {
    const { wrapper, queryClient } = setUp();
    const { result } = renderHook(
      () => ({
        action: useApplicationAction(id, { refreshLater: true }),
        refresh: useApplicationChanged(id),
      }),
      { wrapper },
    );
    queryClient.setQueryData(creditApplicationKeys.all, 'a list');
    await act(() => result.current.action.mutateAsync({ action: 'force_id_check' }));
    expect(queryClient.getQueryState(creditApplicationKeys.all)?.isInvalidated).toBe(false);
    await act(() => result.current.refresh());
    expect(queryClient.getQueryState(creditApplicationKeys.all)?.isInvalidated).toBe(true);
  });

  it('sends a reason-less action with an empty body', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useApplicationAction(id), { wrapper });
    await act(() => result.current.mutateAsync({ action: 'force_id_check' }));
    expect(store.calls[0]).toMatchObject({ operation: 'force_id_check', body: {} });
  });

  it('updates the consumer with re-score and adds a note', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(
      () => ({ update: useUpdateApplicationConsumer(id), note: useAddApplicationNote(id) }),
      { wrapper },
    );
    await act(() =>
      result.current.update.mutateAsync({
        consumer: { mobile_number: '07700900999' },
        options: { score: true },
      }),
    );
    await act(() =>
      result.current.note.mutateAsync({ long_text: 'Called', noteType: 'Retailer Note' }),
    );
    expect(store.calls.map((call) => call.operation)).toEqual(['piiconsumer', 'notes']);
    expect(store.applications[0]?.consumer?.mobile_number).toBe('07700900999');
  });
});

describe('useApplicationAgreement', () => {
  it("saves the agreement's PDF as agreement-<id>.pdf instead of navigating to its data URL", async () => {
    const { wrapper } = setUp();
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:agreement';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const { result } = renderHook(() => useApplicationAgreement(id), { wrapper });
    const fileName = await act(() => result.current.mutateAsync());
    expect(fileName).toBe(`agreement-${id}.pdf`);
    expect(clicked).toEqual([{ href: 'blob:agreement', download: `agreement-${id}.pdf` }]);
    expect(created[0]?.type).toBe('application/pdf');
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(created[0]!);
    });
    expect(text).toMatch(/^%PDF-1\.4/);
    click.mockRestore();
  });
});
