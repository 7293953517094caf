import { useQuery } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { bypassErrorBanner } from './errorBanner';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';

export type Lender = components['schemas']['Lender'];

export const lenderKeys = {
  all: ['lenders'] as const,
};

export function listLenders(client: BackofficeClient) {
  return unwrap(client.GET('/lenders'));
}

/**
 * The lenders a credit policy or module may belong to, by id: every lender for staff, a lender
 * user's own only. A failure is shown where the lenders are offered, not in the error banner.
 */
export function useLenders(options: QueryOptions<Lender[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    staleTime: 5 * 60_000,
    meta: bypassErrorBanner,
    ...options,
    queryKey: lenderKeys.all,
    queryFn: () => listLenders(client).then((answer) => answer.items),
  });
}
