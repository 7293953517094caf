export { SettlementReport } from './SettlementReport';
export type { SettlementReportProps } from './SettlementReport';
