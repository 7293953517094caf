export { DepositPanel } from './DepositPanel';
export type { DepositPanelProps } from './DepositPanel';
