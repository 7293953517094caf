import { Badge } from '@backoffice/ui';
import { merchantAccountStatusLabel } from '../../model/merchants';
import { merchantAccountStatusTone } from './statusTone';

export interface MerchantStatusBadgeProps {
  /** A merchant's account_status as the server sends it; any other reads 'Unknown Status'. */
  status: string;
  className?: string;
}

/** A merchant's account status: its label ('Suspended Trading') in its tone. */
export function MerchantStatusBadge({ status, className }: MerchantStatusBadgeProps) {
  return (
    <Badge tone={merchantAccountStatusTone(status)} className={className}>
      {merchantAccountStatusLabel(status)}
    </Badge>
  );
}
