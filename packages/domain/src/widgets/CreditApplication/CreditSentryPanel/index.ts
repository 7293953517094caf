export { CreditSentryPanel } from './CreditSentryPanel';
export type { CreditSentryPanelProps } from './CreditSentryPanel';
