import {
  quickSearchMaxLength,
  quickSearchMinLength,
  useQuickSearch,
  useRecordVisit,
} from '@backoffice/api-client';
import { quickSearchStatus } from '@backoffice/domain/model';
import { QuickSearchBox, type SearchResultRecord } from '@backoffice/domain/widgets';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { pathOf } from './pathOf';
import { searchResultsPath } from './SearchResultsPage';

/**
 * The top bar's quick search: merchants and credit applications from 3 characters, best first;
 * a chosen one opens and counts as visited.
 */
export function QuickSearch() {
  const [term, setTerm] = useState('');
  const search = useQuickSearch(term);
  const { session } = useSession();
  const recordVisit = useRecordVisit(session?.userId);
  const navigate = useNavigate();
  const trimmed = term.trim();
  // Below 3 characters nothing is searched: the last term's results, kept while the cleared or
  // shortened term settles, would otherwise reopen the list (and hide the page around it).
  const results = trimmed.length >= quickSearchMinLength ? (search.data?.results ?? []) : [];
  const count = search.data?.results_count ?? 0;

  const open = (result: SearchResultRecord) => {
    recordVisit.mutate(
      result.type === 'retailers'
        ? { retailer_id: result.id }
        : { credit_application_id: result.id },
    );
    setTerm('');
    void navigate(pathOf(result.type, result.id));
  };

  return (
    <QuickSearchBox
      term={term}
      onTermChange={setTerm}
      results={results}
      count={count}
      status={quickSearchStatus({
        term,
        minLength: quickSearchMinLength,
        maxLength: quickSearchMaxLength,
        isSearching: search.enabled && (search.isFetching || search.isSettling),
        error: search.isError ? search.error.message : null,
        answer: search.data ? { shown: results.length, count } : null,
      })}
      onOpen={open}
      onShowAll={() => {
        setTerm('');
        void navigate(searchResultsPath(trimmed));
      }}
    />
  );
}
