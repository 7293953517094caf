export { WorkQueueTable } from './WorkQueueTable';
export type { WorkQueueTableProps } from './WorkQueueTable';
