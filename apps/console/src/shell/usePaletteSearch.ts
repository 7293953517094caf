import { quickSearchMaxLength, quickSearchMinLength, useQuickSearch } from '@backoffice/api-client';
import { recordCommand } from '@backoffice/domain/model';
import { useMemo, useState } from 'react';

/** The merchants and applications the palette's query finds, searched while the palette is open. */
export function usePaletteSearch(query: string, isOpen: boolean) {
  const search = useQuickSearch(isOpen ? query : '');
  const trimmed = query.trim();
  const isSearchable =
    trimmed.length >= quickSearchMinLength && trimmed.length <= quickSearchMaxLength;
  const isSearching = isSearchable && (search.isSettling || search.isFetching);
  // While the next term settles and loads, the last answer stays listed so the list does not
  // collapse and refill with every keystroke.
  const [lastAnswer, setLastAnswer] = useState(search.data);
  if (search.data && search.data !== lastAnswer) setLastAnswer(search.data);
  const answer = search.data ?? (isSearching ? lastAnswer : undefined);
  const results = useMemo(() => (answer?.results ?? []).map(recordCommand), [answer]);
  return {
    searchResults: isSearchable ? results : [],
    isSearching,
    searchError: isSearchable && search.isError ? search.error.message : undefined,
  };
}
