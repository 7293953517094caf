export { PolicySummaryForm } from './PolicySummaryForm';
export type { PolicySummaryFormProps } from './PolicySummaryForm';
