export { StageBuilder } from './StageBuilder';
export type { StageBuilderProps } from './StageBuilder';
export { PolicyBuilderSortableList } from './PolicyBuilderSortableList';
export type { PolicyBuilderSortableListProps, SortableEntry } from './PolicyBuilderSortableList';
export { policyDecisions } from './policyBuilderTypes';
export type {
  FiredRule,
  PolicyCheckFinding,
  PolicyDecision,
  PolicyRunProblem,
  PolicySimulationResult,
  PolicyStageDraft,
  PolicyVersionEntry,
  StageModuleOption,
} from './policyBuilderTypes';
