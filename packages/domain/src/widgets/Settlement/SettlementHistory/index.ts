export { SettlementHistory } from './SettlementHistory';
export type { SettlementHistoryProps } from './SettlementHistory';
