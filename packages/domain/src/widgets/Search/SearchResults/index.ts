export { SearchResults, searchResultsSummary } from './SearchResults';
export type { SearchResultRecord, SearchResultsProps } from './SearchResults';
