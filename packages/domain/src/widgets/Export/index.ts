export { ExportDialog } from './ExportDialog';
export type { ExportDialogProps, ExportDialogState } from './ExportDialog';
export { ExportFieldPicker } from './ExportFieldPicker';
export type { ExportFieldPickerProps } from './ExportFieldPicker';
export { ExportReportMenu } from './ExportReportMenu';
export type { ExportReportMenuProps } from './ExportReportMenu';
export { EditScheduleDialog, ScheduleReportDialog } from './ScheduleReportDialog';
export type {
  EditScheduleDialogProps,
  ReportSchedule,
  ScheduleRefusedProperty,
  ScheduleReportDialogProps,
  ScheduleReportDialogState,
  ScheduleSettings,
} from './ScheduleReportDialog';
export {
  exportFieldsProblem,
  exportFrequencies,
  exportFrequencyLabels,
  MAX_SCHEDULE_RECIPIENTS,
  parseRecipients,
  preselectedExportFields,
  recipientsProblems,
} from './exportRules';
export type { ExportFrequency } from './exportRules';
export { ExportList, exportReportLabel, exportReportLabels } from './ExportList';
export type { ExportJobStatus, ExportJobSummary, ExportListProps } from './ExportList';
export { ExportScheduleList } from './ExportScheduleList';
export type { ExportScheduleListProps, ExportScheduleSummary } from './ExportScheduleList';
