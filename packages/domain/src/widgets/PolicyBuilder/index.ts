export { StageBuilder } from './StageBuilder';
export type { StageBuilderProps } from './StageBuilder';
export { decisionTone } from './policyBuilderTypes';
export type {
  FiredRule,
  PolicyCheckFinding,
  PolicyRunProblem,
  PolicySimulationResult,
  PolicyStageDraft,
  PolicyVersionEntry,
  StageModuleOption,
} from './policyBuilderTypes';
export { PolicyChecks } from './PolicyChecks';
export type { PolicyChecksProps } from './PolicyChecks';
export { RuleTrace, ruleReference } from './RuleTrace';
export type { RuleTraceProps } from './RuleTrace';
export { SimulationResult } from './SimulationResult';
export type { SimulationResultProps } from './SimulationResult';
export { VersionDiff } from './VersionDiff';
export type { VersionDiffProps } from './VersionDiff';
export { VersionHistory } from './VersionHistory';
export type { VersionComparison, VersionHistoryProps } from './VersionHistory';
export { SaveWithFindingsDialog } from './SaveWithFindingsDialog';
export type { SaveWithFindingsDialogProps } from './SaveWithFindingsDialog';
export { NewCreditPolicyDialog } from './NewCreditPolicyDialog';
export type { NewCreditPolicyDialogProps } from './NewCreditPolicyDialog';
export { PolicyLenderSelect } from './PolicyLenderSelect';
export type { PolicyLender, PolicyLenderSelectProps } from './PolicyLenderSelect';
export { PolicySummaryForm } from './PolicySummaryForm';
export type { PolicySummaryFormProps } from './PolicySummaryForm';
export { PolicyEditorLayout } from './PolicyEditorLayout';
export type { PolicyEditorLayoutProps } from './PolicyEditorLayout';
export { usePolicyDraft } from './usePolicyDraft';
export { PolicyEditorActions } from './PolicyEditorActions';
export type { PolicyEditorActionsProps } from './PolicyEditorActions';
