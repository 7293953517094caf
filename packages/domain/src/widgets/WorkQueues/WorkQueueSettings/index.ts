export { WorkQueueSettings } from './WorkQueueSettings';
export type { WorkQueueSettingsProps } from './WorkQueueSettings';
