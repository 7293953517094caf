export * from './SettlementStatus';
export * from './SettlementFileDetails';
export * from './SettlementReport';
export * from './SettlementHistory';
export * from './SettlementApiKeys';
export type {
  SettlementFileSummary,
  SettlementLenderSummary,
  SettlementPeriod,
} from './settlementTypes';
