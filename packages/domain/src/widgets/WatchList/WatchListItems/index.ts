export { WatchListItems, watchListItemAddress } from './WatchListItems';
export type { WatchListItemRow, WatchListItemsProps } from './WatchListItems';
