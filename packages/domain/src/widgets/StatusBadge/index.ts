export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export { MerchantStatusBadge } from './MerchantStatusBadge';
export type { MerchantStatusBadgeProps } from './MerchantStatusBadge';
export {
  applicationStatusTone,
  applicationStatusTones,
  merchantAccountStatusTone,
  merchantAccountStatusTones,
} from './statusTone';
