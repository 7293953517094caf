// @vitest-environment jsdom
import { makeSearchResult } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchResults, searchResultsSummary, type SearchResultsProps } from './SearchResults';

function renderResults(props: Partial<SearchResultsProps> = {}) {
  const onRetry = vi.fn();
  render(
    <SearchResults
      term="acme"
      results={[
        makeSearchResult({ id: 12, title: 'Acme Bikes Ltd' }),
        makeSearchResult({ type: 'credit_applications', id: 345, title: 'Ada Acmeson' }),
      ]}
      count={2}
      onRetry={onRetry}
      hrefOf={(result) => `/${result.type}/${result.id}/`}
      minLength={3}
      maxLength={100}
      {...props}
    />,
  );
  return { onRetry };
}

describe('SearchResults', () => {
  it('lists merchants, then credit applications, each a link to its page with its id', () => {
    renderResults();
    expect(screen.getByRole('status')).toHaveTextContent('2 results for “acme”.');
    const merchants = screen.getByRole('region', { name: 'Merchants (1)' });
    expect(within(merchants).getByRole('link', { name: 'Acme Bikes Ltd' })).toHaveAttribute(
      'href',
      '/retailers/12/',
    );
    expect(within(merchants).getByText('#12')).toBeInTheDocument();
    const applications = screen.getByRole('region', { name: 'Credit Applications (1)' });
    expect(within(applications).getByRole('link', { name: 'Ada Acmeson' })).toHaveAttribute(
      'href',
      '/credit_applications/345/',
    );
  });

  it('leaves out a type with no match', () => {
    renderResults({ results: [makeSearchResult({ id: 12, title: 'Acme Bikes Ltd' })], count: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “acme”.');
    expect(screen.queryByRole('region', { name: /Credit Applications/ })).not.toBeInTheDocument();
  });

  it('says when only the first 100 of more are shown', () => {
    expect(searchResultsSummary('acme', 100, 101)).toBe(
      'The first 100 of more than 100 results for “acme”. Add to the search to narrow them.',
    );
    expect(searchResultsSummary('acme', 23, 23)).toBe('23 results for “acme”.');
  });

  it('asks for more characters instead of searching a short term', () => {
    renderResults({ term: ' ac ', results: [], count: 0 });
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for fewer characters than the server searches for', () => {
    renderResults({ term: 'a'.repeat(101), results: [], count: 0 });
    expect(screen.getByText('Search for at most 100 characters.')).toBeInTheDocument();
  });

  it('says when nothing matches', () => {
    renderResults({ results: [], count: 0 });
    expect(screen.getByText('No results for “acme”.')).toBeInTheDocument();
  });

  it('shows progress while searching', () => {
    renderResults({ isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Searching' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names a failure and offers Try again', async () => {
    const { onRetry } = renderResults({ error: { status: 500, message: 'Request failed' } });
    expect(screen.getByText('The search results could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
