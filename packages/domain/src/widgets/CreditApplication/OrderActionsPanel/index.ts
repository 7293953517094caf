export { orderActions, OrderActionsPanel, orderActionSuccessMessages } from './OrderActionsPanel';
export type { OrderAction, OrderActionRequest, OrderActionsPanelProps } from './OrderActionsPanel';
