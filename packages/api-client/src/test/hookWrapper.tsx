import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createBackofficeClient } from '../client';
import { BackofficeClientProvider } from '../hooks';
import { createMemoryTokenStore } from '../tokenStore';

/**
 * A query cache (a plain one without retries unless one is given) and a client signed in as
 * user 3 of service user 1, for renderHook.
 */
export function hookWrapper(
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const client = createBackofficeClient({
    baseUrl: 'http://localhost/api',
    tokenStore: createMemoryTokenStore({
      accessToken: 'access-1',
      refreshable: true,
      expiresAt: Date.now() + 3_600_000,
      userId: 3,
      serviceUserId: 1,
      organisationType: 'service_user',
    }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BackofficeClientProvider client={client}>{children}</BackofficeClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

/** Records every request `server` receives as "METHOD /path?query". */
export function recordRequests(server: ReturnType<typeof setupServer>): string[] {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${decodeURIComponent(url.search)}`);
  });
  return requests;
}
