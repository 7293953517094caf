import {
  quickSearchMaxLength,
  quickSearchMinLength,
  useSearchResults,
} from '@backoffice/api-client';
import { SearchResults } from '@backoffice/domain/widgets';
import { Heading, Stack } from '@backoffice/ui';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { pathOf } from './pathOf';

/** Where a search term travels in the results page's address. */
export const searchTermParam = 'q';

/** The results page's address for `term`. */
export function searchResultsPath(term: string): string {
  return `/search/?${new URLSearchParams({ [searchTermParam]: term.trim() }).toString()}`;
}

/** 'Search results': every match of the quick search's term, up to the first 100. */
export function SearchResultsPage() {
  useDocumentTitle('Search results');
  const [params] = useSearchParams();
  const term = params.get(searchTermParam) ?? '';
  const search = useSearchResults(term);
  return (
    <Stack gap="300">
      <Heading level={1}>Search results</Heading>
      <SearchResults
        term={term}
        results={search.data?.results ?? []}
        count={search.data?.results_count ?? 0}
        isLoading={search.enabled && search.isPending}
        error={search.isError ? search.error : null}
        onRetry={() => void search.refetch()}
        hrefOf={(result) => pathOf(result.type, result.id)}
        minLength={quickSearchMinLength}
        maxLength={quickSearchMaxLength}
      />
    </Stack>
  );
}
