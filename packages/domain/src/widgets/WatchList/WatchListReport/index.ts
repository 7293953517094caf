export { WatchListReport, watchListOrderKeys, watchListReportFilters } from './WatchListReport';
export type { WatchListReportProps, WatchListReportRow } from './WatchListReport';
