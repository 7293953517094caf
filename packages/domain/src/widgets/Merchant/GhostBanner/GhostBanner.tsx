import { Text } from '@backoffice/ui';
import { ghostBanner } from './GhostBanner.css';

/** Who a ghost window acts as. */
export interface GhostIdentity {
  full_name: string;
  username: string;
  retailer_id: number;
  retailer_name: string;
}

export interface GhostBannerProps {
  identity: GhostIdentity;
}

/** The ghost window's banner over the console, naming the merchant user every action is taken as. */
export function GhostBanner({ identity }: GhostBannerProps) {
  return (
    <div className={ghostBanner} role="status">
      <Text weight="bold">
        Ghosting as {identity.full_name} ({identity.username}) of {identity.retailer_name}
      </Text>
    </div>
  );
}
