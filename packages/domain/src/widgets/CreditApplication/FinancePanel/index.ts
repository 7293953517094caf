export { FinancePanel } from './FinancePanel';
export type { FinancePanelProps } from './FinancePanel';
