export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export { applicationStatusTone, applicationStatusTones } from './statusTone';
