export { SettlementFileDetails } from './SettlementFileDetails';
export type { SettlementFileDetailsProps } from './SettlementFileDetails';
