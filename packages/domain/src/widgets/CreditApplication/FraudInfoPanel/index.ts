export { FraudInfoPanel } from './FraudInfoPanel';
export type { FraudInfoPanelProps } from './FraudInfoPanel';
