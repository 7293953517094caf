export { WatchListDownloadDialog } from './WatchListDownloadDialog';
export type {
  WatchListDownloadDialogProps,
  WatchListDownloadState,
} from './WatchListDownloadDialog';
