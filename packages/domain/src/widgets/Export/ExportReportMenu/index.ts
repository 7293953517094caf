export { ExportReportMenu } from './ExportReportMenu';
export type { ExportReportMenuProps } from './ExportReportMenu';
