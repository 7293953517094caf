export { WorkQueuesWidget } from './WorkQueuesWidget';
export type { WorkQueuesWidgetProps } from './WorkQueuesWidget';
