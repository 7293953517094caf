export { ExportList, exportReportLabel, exportReportLabels } from './ExportList';
export type { ExportJobStatus, ExportJobSummary, ExportListProps } from './ExportList';
