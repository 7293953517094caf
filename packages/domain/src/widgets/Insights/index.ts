export * from './InsightChart';
export * from './InsightFrame';
export * from './InsightPolicyPicker';
export * from './ApplicationsByLoanTypeWidget';
export * from './AcceptanceRateWidget';
export * from './DeclineReasonsWidget';
export * from './OutcomeByVersionWidget';
export type * from './insightTypes';
