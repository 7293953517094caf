import { describe, expect, it } from 'vitest';
import { quickSearchStatus, type QuickSearchState } from './quickSearch';

const state = (changes: Partial<QuickSearchState>): QuickSearchState => ({
  term: 'acme',
  minLength: 3,
  maxLength: 100,
  isSearching: false,
  error: null,
  answer: null,
  ...changes,
});

describe('quickSearchStatus', () => {
  it('says nothing before anything is typed or answered', () => {
    expect(quickSearchStatus(state({ term: '' }))).toBeNull();
    expect(quickSearchStatus(state({}))).toBeNull();
  });

  it('asks for more characters while the trimmed term is too short', () => {
    expect(quickSearchStatus(state({ term: ' ac ', isSearching: true }))).toBe(
      'Type at least 3 characters.',
    );
  });

  it('asks for fewer characters past the longest term searched', () => {
    expect(quickSearchStatus(state({ term: 'a'.repeat(101) }))).toBe(
      'Search for at most 100 characters.',
    );
  });

  it('says it is searching, before any earlier answer or error', () => {
    expect(
      quickSearchStatus(
        state({ isSearching: true, error: 'Down', answer: { shown: 1, count: 1 } }),
      ),
    ).toBe('Searching…');
  });

  it('shows why the search failed', () => {
    expect(quickSearchStatus(state({ error: 'The server is unreachable.' }))).toBe(
      'The server is unreachable.',
    );
  });

  it('counts the results shown of those found, past 100 as 100+', () => {
    expect(quickSearchStatus(state({ answer: { shown: 0, count: 0 } }))).toBe('No results.');
    expect(quickSearchStatus(state({ answer: { shown: 15, count: 42 } }))).toBe(
      'Showing 15 of 42 results.',
    );
    expect(quickSearchStatus(state({ answer: { shown: 15, count: 101 } }))).toBe(
      'Showing 15 of 100+ results.',
    );
  });
});
