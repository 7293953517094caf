export { CurrentWatchList } from './CurrentWatchList';
export type { CurrentWatchListProps, CurrentWatchListSummary } from './CurrentWatchList';
