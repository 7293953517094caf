import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unwrap, type ApiError } from './errors';
import type { components } from './generated/schema';
import { queryKeys, useBackofficeClient } from './hooks';
import { bypassErrorBanner } from './errorBanner';

/** The quick search asks the server once typing pauses (platform-shell.md section 9). */
export const quickSearchDebounceMs = 350;
export const quickSearchMinLength = 3;
export const quickSearchMaxLength = 100;
export const quickSearchResultsShown = 15;
/** The search results page shows as many as the server lists on one page (it counts to 101). */
export const searchResultsShown = 100;

function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function searchQuery(
  client: ReturnType<typeof useBackofficeClient>,
  searchTerm: string,
  perPage: number,
) {
  return {
    // The search box and the results page say when a search fails.
    meta: bypassErrorBanner,
    queryKey: queryKeys.search(searchTerm, perPage),
    queryFn: () =>
      unwrap(
        client.GET('/search/{searchTerm}', {
          params: { path: { searchTerm }, query: { perPage } },
        }),
      ),
    enabled: searchTerm.length >= quickSearchMinLength && searchTerm.length <= quickSearchMaxLength,
    staleTime: 30_000,
  };
}

/**
 * Merchants and credit applications matching `term`, asked once typing has paused for 350 ms and
 * only for 3 to 100 characters. `isSettling` is true while the term still changes; `enabled`
 * says whether the settled term is searched at all.
 */
export function useQuickSearch(term: string) {
  const client = useBackofficeClient();
  const settled = useSettledValue(term.trim(), quickSearchDebounceMs);
  const options = searchQuery(client, settled, quickSearchResultsShown);
  const query = useQuery(options);
  return { ...query, isSettling: settled !== term.trim(), enabled: options.enabled };
}

/**
 * The search results page: the first 100 matches of `term` (3 to 100 characters, asked at once);
 * `enabled` says whether the term is searched at all.
 */
export function useSearchResults(term: string) {
  const client = useBackofficeClient();
  const options = searchQuery(client, term.trim(), searchResultsShown);
  // unwrap fails with an ApiError, whose status tells a refusal from a failure.
  const query = useQuery<components['schemas']['SearchResponse'], ApiError>(options);
  return { ...query, enabled: options.enabled };
}
