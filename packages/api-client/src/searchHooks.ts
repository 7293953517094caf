import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unwrap } from './errors';
import { queryKeys, useBackofficeClient } from './hooks';
import { bypassErrorBanner } from './errorBanner';

/** The quick search asks the server once typing pauses (platform-shell.md section 9). */
export const quickSearchDebounceMs = 350;
export const quickSearchMinLength = 3;
export const quickSearchMaxLength = 100;
export const quickSearchResultsShown = 15;

function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Merchants and credit applications matching `term`, asked once typing has paused for 350 ms and
 * only for 3 to 100 characters. `isSettling` is true while the term still changes; `enabled`
 * says whether the settled term is searched at all.
 */
export function useQuickSearch(term: string) {
  const client = useBackofficeClient();
  const settled = useSettledValue(term.trim(), quickSearchDebounceMs);
  const enabled = settled.length >= quickSearchMinLength && settled.length <= quickSearchMaxLength;
  const query = useQuery({
    // The search box says when a search fails.
    meta: bypassErrorBanner,
    queryKey: queryKeys.quickSearch(settled),
    queryFn: () =>
      unwrap(
        client.GET('/search/{searchTerm}', {
          params: { path: { searchTerm: settled }, query: { perPage: quickSearchResultsShown } },
        }),
      ),
    enabled,
    staleTime: 30_000,
  });
  return { ...query, isSettling: settled !== term.trim(), enabled };
}
