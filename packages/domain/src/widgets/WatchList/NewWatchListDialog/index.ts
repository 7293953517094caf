export { NewWatchListDialog } from './NewWatchListDialog';
export type { NewWatchListDialogProps, WatchListUploadProgress } from './NewWatchListDialog';
