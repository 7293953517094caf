export { ExportScheduleList } from './ExportScheduleList';
export type { ExportScheduleListProps, ExportScheduleSummary } from './ExportScheduleList';
