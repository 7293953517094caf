export { SubmitForApprovalDialog } from './SubmitForApprovalDialog';
export type { SubmitForApprovalDialogProps } from './SubmitForApprovalDialog';
