export { CONSUMER_HIDDEN_MESSAGE, CustomerPanel } from './CustomerPanel';
export type { CustomerPanelProps } from './CustomerPanel';
