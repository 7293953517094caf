// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLenders } from './lenderHooks';
import { apiUrl, errorJson } from './mocks/contract';
import { lendersHandlers, makeLender, sampleLenders } from './mocks/lenders';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('useLenders', () => {
  it('reads the lenders once and gives their rows', async () => {
    server.use(...lendersHandlers());
    const { wrapper } = hookWrapper();
    const first = renderHook(() => useLenders(), { wrapper });
    const second = renderHook(() => useLenders(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(sampleLenders));
    await waitFor(() => expect(second.result.current.data).toEqual(sampleLenders));
    expect(requests).toEqual(['GET /api/lenders']);
  });

  it("gives a lender user's single lender as the server answers it", async () => {
    const own = makeLender({ lender_id: 4, name: 'Harbour Lending' });
    server.use(...lendersHandlers([own]));
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useLenders(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([own]));
  });

  it('fails with the refusal of a user who may not work with credit policies', async () => {
    server.use(
      http.get(apiUrl('/lenders'), () =>
        errorJson(403, 'ERR_FORBIDDEN', 'You do not have permission to do this.'),
      ),
    );
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useLenders(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 403, code: 'ERR_FORBIDDEN' });
  });
});
