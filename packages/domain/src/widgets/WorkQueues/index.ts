export * from './QueueAgeBadge';
export * from './WorkQueueTable';
export * from './TakeNext';
export * from './QueueSettingsEditor';
export * from './WorkQueueSettings';
export * from './WorkQueuesWidget';
export type { WorkQueueAssignee, WorkQueueEntry, WorkQueueSummary } from './workQueueTypes';
export { workQueueName } from './workQueueTypes';
