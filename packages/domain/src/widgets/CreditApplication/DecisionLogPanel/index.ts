export {
  currentRulesTitle,
  DecisionLogPanel,
  decisionLogRules,
  decisionSeconds,
} from './DecisionLogPanel';
export type { DecisionLogPanelProps } from './DecisionLogPanel';
