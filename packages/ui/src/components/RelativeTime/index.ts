export { RelativeTime, formatRelativeTime, formatDateTime } from './RelativeTime';
export type { RelativeTimeProps } from './RelativeTime';
