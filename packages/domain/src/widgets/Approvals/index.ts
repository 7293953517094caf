export * from './ApprovalRequestPanel';
export * from './ApprovalsList';
export * from './PendingApprovalsWidget';
export * from './SubmitForApprovalDialog';
export type { ApprovalRequestView } from './approvalTypes';
