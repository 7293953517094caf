import { EmptyState, Link, Section, Spinner, Stack, Text } from '@backoffice/ui';
import { LoadFailure } from '../../LoadFailure';
import { resultList, resultId } from './SearchResults.css';

/** One match of a search, as the search operation lists it. */
export interface SearchResultRecord {
  type: 'retailers' | 'credit_applications';
  id: number;
  title: string;
}

export interface SearchResultsProps {
  /** The term searched, as the user typed it. */
  term: string;
  results: readonly SearchResultRecord[];
  /** How many match; the server stops counting past 100 (it answers 101). */
  count: number;
  isLoading?: boolean;
  /** Why the search failed: its HTTP status (0 when unreachable) and message. */
  error?: { status: number; message: string } | null;
  onRetry: () => void;
  /** Where a merchant or an application opens. */
  hrefOf: (result: SearchResultRecord) => string;
  /** The fewest and most characters the server searches for. */
  minLength: number;
  maxLength: number;
}

const sections = [
  { type: 'retailers', title: 'Merchants' },
  { type: 'credit_applications', title: 'Credit Applications' },
] as const;

/** What the count line says: every match, or the first 100 of more. */
export function searchResultsSummary(term: string, shown: number, count: number): string {
  if (count > shown) {
    return `The first ${shown} of more than ${shown} results for “${term}”. Add to the search to narrow them.`;
  }
  return `${count} ${count === 1 ? 'result' : 'results'} for “${term}”.`;
}

/**
 * Every match of a search (up to the first 100), merchants then credit applications, each a link
 * to its page: where the quick search's "Show all" leads.
 */
export function SearchResults({
  term,
  results,
  count,
  isLoading,
  error,
  onRetry,
  hrefOf,
  minLength,
  maxLength,
}: SearchResultsProps) {
  const trimmed = term.trim();
  if (trimmed.length < minLength) {
    return <EmptyState title={`Type at least ${minLength} characters to search.`} />;
  }
  if (trimmed.length > maxLength) {
    return <EmptyState title={`Search for at most ${maxLength} characters.`} />;
  }
  if (isLoading) return <Spinner size="lg" aria-label="Searching" />;
  if (error) return <LoadFailure subject="The search results" error={error} onRetry={onRetry} />;
  if (count === 0) return <EmptyState title={`No results for “${trimmed}”.`} />;

  return (
    <Stack gap="300">
      <Text as="p" role="status">
        {searchResultsSummary(trimmed, results.length, count)}
      </Text>
      {sections.map((section) => {
        const items = results.filter((result) => result.type === section.type);
        if (items.length === 0) return null;
        return (
          <Section
            key={section.type}
            title={`${section.title} (${items.length})`}
            headingLevel={2}
            variant="panel"
          >
            <ul className={resultList}>
              {items.map((result) => (
                <li key={result.id}>
                  <Link variant="standalone" href={hrefOf(result)}>
                    {result.title}
                  </Link>{' '}
                  <span className={resultId}>#{result.id}</span>
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
    </Stack>
  );
}
