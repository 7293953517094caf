export { SettlementApiKeys } from './SettlementApiKeys';
export type { SettlementApiKeySummary, SettlementApiKeysProps } from './SettlementApiKeys';
