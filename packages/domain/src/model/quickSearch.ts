/**
 * What the top bar's quick search says above its results (platform-shell.md, quick search):
 * why nothing is searched yet, that it is searching, why it failed, or how many it found.
 */
export interface QuickSearchState {
  /** The term as typed. */
  term: string;
  /** The fewest and most characters the server searches for. */
  minLength: number;
  maxLength: number;
  /** The term is settling or its results are loading. */
  isSearching: boolean;
  /** Why the last search failed, or null. */
  error: string | null;
  /** The last answer: how many results it lists and how many match (the server counts to 101). */
  answer: { shown: number; count: number } | null;
}

/** Counts past 100 read "100+": the server stops counting there. */
export const quickSearchCountLabel = (count: number) => (count > 100 ? '100+' : String(count));

export function quickSearchStatus({
  term,
  minLength,
  maxLength,
  isSearching,
  error,
  answer,
}: QuickSearchState): string | null {
  const length = term.trim().length;
  if (length > 0 && length < minLength) return `Type at least ${minLength} characters.`;
  if (length > maxLength) return `Search for at most ${maxLength} characters.`;
  if (isSearching) return 'Searching…';
  if (error !== null) return error;
  if (!answer) return null;
  if (answer.count === 0) return 'No results.';
  return `Showing ${answer.shown} of ${quickSearchCountLabel(answer.count)} results.`;
}
