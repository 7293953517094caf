// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeClient } from './client';
import { BackofficeClientProvider } from './hooks';
import { errorJson, apiUrl } from './mocks/contract';
import { createUploadStore, uploadHandlers, type UploadMockStore } from './mocks/uploads';
import { createMemoryTokenStore } from './tokenStore';
import { useUploadApplicationAttachment } from './uploadHooks';
import { http } from 'msw';

const server = setupServer();
const creditAppId = 100234;
let store: UploadMockStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderUploadHook() {
  store = createUploadStore();
  server.use(...uploadHandlers(store));
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
  return renderHook(() => useUploadApplicationAttachment(creditAppId), { wrapper }).result;
}

const pdf = () => new File(['%PDF-1.4 test'], 'payslip.pdf', { type: 'application/pdf' });

describe('useUploadApplicationAttachment', () => {
  it('creates, signs, sends the fields then the file to the storage, and marks it uploaded', async () => {
    const result = renderUploadHook();
    const uploaded = await act(() => result.current.mutateAsync(pdf()));
    expect(uploaded).toEqual({ file_name: 'payslip.pdf', upload_id: 1 });
    expect(store.calls).toEqual(['create', 'sign', 'store', 'uploaded']);
    expect(store.uploads[0]).toMatchObject({
      file_name: 'payslip.pdf',
      content_type: 'application/pdf',
      size: 13,
      state: 'uploaded',
    });
    expect(new TextDecoder().decode(store.stored.get(1))).toBe('%PDF-1.4 test');
  });

  it("marks the upload failed and says 'Failed to upload' when the storage refuses the file", async () => {
    const result = renderUploadHook();
    store.storageFailure = 503;
    await expect(act(() => result.current.mutateAsync(pdf()))).rejects.toThrow(
      /^Failed to upload$/,
    );
    expect(store.calls).toEqual(['create', 'sign', 'store', 'failed']);
    expect(store.uploads[0]?.state).toBe('failed');
  });

  it("says 'Failed to upload' when the server will not mark the file uploaded", async () => {
    const result = renderUploadHook();
    server.use(
      http.patch(
        apiUrl('/credit-applications/{creditAppId}/uploads/{uploadId}'),
        async ({ request }) => {
          const { state } = (await request.clone().json()) as { state: string };
          return state === 'uploaded'
            ? errorJson(400, 'ERR_FRONT_END_VALIDATION_ERROR', 'The file is not a PDF.')
            : undefined;
        },
      ),
    );
    await expect(act(() => result.current.mutateAsync(pdf()))).rejects.toThrow('Failed to upload');
    expect(store.calls.at(-1)).toBe('failed');
  });

  it("passes on the server's reason when it refuses to start the upload", async () => {
    const result = renderUploadHook();
    server.use(
      http.post(apiUrl('/credit-applications/{creditAppId}/uploads'), () =>
        errorJson(
          400,
          'ERR_FRONT_END_VALIDATION_ERROR',
          'Attachments must be PDF, PNG or JPEG files.',
        ),
      ),
    );
    const html = new File(['<p>'], 'page.html', { type: 'text/html' });
    await expect(act(() => result.current.mutateAsync(html))).rejects.toThrow(
      'Attachments must be PDF, PNG or JPEG files.',
    );
    expect(store.calls).toEqual([]);
  });
});
