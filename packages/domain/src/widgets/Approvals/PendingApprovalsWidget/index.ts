export { PendingApprovalsWidget } from './PendingApprovalsWidget';
export type { PendingApprovalsWidgetProps } from './PendingApprovalsWidget';
