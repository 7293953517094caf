export {
  CreditApplicationReport,
  creditApplicationPath,
  creditApplicationReportFilters,
  CreditSentryFlag,
  loanTypeName,
} from './CreditApplicationReport';
export type { CreditApplicationReportProps, CreditApplicationRow } from './CreditApplicationReport';
