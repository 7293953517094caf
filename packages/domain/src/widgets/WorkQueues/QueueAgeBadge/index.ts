export { QueueAgeBadge } from './QueueAgeBadge';
export type { QueueAgeBadgeProps } from './QueueAgeBadge';
