export { ApprovalsList } from './ApprovalsList';
export type { ApprovalsListProps } from './ApprovalsList';
