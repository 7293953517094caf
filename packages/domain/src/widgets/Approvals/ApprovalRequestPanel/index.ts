export { ApprovalRequestPanel } from './ApprovalRequestPanel';
export type { ApprovalDecision, ApprovalRequestPanelProps } from './ApprovalRequestPanel';
