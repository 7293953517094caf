// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeSearchResult, searchHandlers } from './mocks';
import { quickSearchDebounceMs, useQuickSearch, useSearchResults } from './searchHooks';
import { hookWrapper, recordRequests } from './test/hookWrapper';

const manyMerchants = Array.from({ length: 120 }, (_, index) =>
  makeSearchResult({ id: index + 1, title: `Acme Store ${index + 1}` }),
);
const server = setupServer(
  ...searchHandlers([
    ...manyMerchants,
    makeSearchResult({ type: 'credit_applications', id: 500, title: 'Jane Acme' }),
  ]),
);
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('useQuickSearch', () => {
  it('asks once typing pauses, for 15 results, and gives the capped count', async () => {
    const { wrapper } = hookWrapper();
    const { result, rerender } = renderHook(({ term }) => useQuickSearch(term), {
      wrapper,
      initialProps: { term: '' },
    });
    rerender({ term: 'acm' });
    rerender({ term: 'acme ' });
    expect(result.current.isSettling).toBe(true);
    await waitFor(() => expect(result.current.isSuccess && !result.current.isSettling).toBe(true));
    expect(result.current.data?.results).toHaveLength(15);
    expect(result.current.data?.results_count).toBe(101);
    expect(requests).toEqual(['GET /api/search/acme?perPage=15']);
  });

  it('does not ask for fewer than 3 characters', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useQuickSearch(' ac '), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, quickSearchDebounceMs + 50));
    expect(result.current.enabled).toBe(false);
    expect(requests).toEqual([]);
  });

  it('does not ask for more than 100 characters', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useQuickSearch('a'.repeat(101)), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, quickSearchDebounceMs + 50));
    expect(result.current.enabled).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('useSearchResults', () => {
  it('asks at once for the first 100 results of the trimmed term', async () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useSearchResults(' acme '), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.results).toHaveLength(100);
    expect(result.current.data?.results_count).toBe(101);
    expect(requests).toEqual(['GET /api/search/acme?perPage=100']);
  });

  it('does not ask for a term the server would refuse', () => {
    const { wrapper } = hookWrapper();
    const { result } = renderHook(() => useSearchResults('ac'), { wrapper });
    expect(result.current.enabled).toBe(false);
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });
});
