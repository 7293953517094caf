export * from './CurrentWatchList';
export * from './WatchListReport';
export * from './WatchListItems';
export * from './WatchListDownloadDialog';
export * from './NewWatchListDialog';
