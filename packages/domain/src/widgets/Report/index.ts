export {
  ReportFilters,
  DATE_FILTER_DELAY_MS,
  LIKE_FILTER_DELAY_MS,
  LIKE_FILTER_MAX_LENGTH,
} from './ReportFilters';
export type { ReportFiltersProps } from './ReportFilters';
export type { ReportFilterDefinition, ReportFilterOption } from './reportFilterTypes';
export { ReportTable, reportSummary, printoutCount } from './ReportTable';
export { reportFilterSummary } from './reportFilterSummary';
export { useReportPrint, REPORT_PRINT_LIMIT } from './useReportPrint';
export type { ReportPrintout, ReportPrintRows } from './useReportPrint';
export type { ReportColumn, ReportLoadError, ReportTableProps } from './ReportTable';
export { rememberPerPage, rememberedPerPage } from './reportPerPage';
export { SavedViews, SAVED_VIEW_NAME_MAX_LENGTH } from './SavedViews';
export type {
  SavedView,
  SavedViewChange,
  SavedViewsProps,
  SavedViewSubmission,
} from './SavedViews';
export { rememberColumns, rememberedColumns } from './reportColumns';
export type { ColumnVisibility } from './reportColumns';
