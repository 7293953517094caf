export { SettlementRecipientStatus, SettlementStatus } from './SettlementStatus';
export type { SettlementRecipientStatusProps, SettlementStatusProps } from './SettlementStatus';
