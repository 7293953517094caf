import { Alert, Text } from '@backoffice/ui';
import { merchantMessages } from '@backoffice/domain/model';
import { useState, type ReactNode } from 'react';
import { GuestScreen } from '../../pages/GuestScreen';
import { useSession } from '../../session/SessionProvider';
import { ghostStateOfWindow } from './ghostWindow';
import * as styles from './GhostWindowGate.css';

/**
 * In a ghost window: a banner naming the merchant user the staff member acts as, above the
 * console; once the ghost session has ended (it is never renewed, nor restored after a reload)
 * or could not start, a screen that says so instead of the sign-in screen. Other windows pass
 * through untouched.
 */
export function GhostWindowGate({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const [state] = useState(ghostStateOfWindow);
  if (!state) return children;
  if (state.kind === 'failed') {
    return (
      <GuestScreen title={merchantMessages.ghostFailed}>
        <Alert tone="critical">{state.message}</Alert>
        <Text as="p">Close this window and try again from the merchant&apos;s page.</Text>
      </GuestScreen>
    );
  }
  if (state.kind === 'starting' || !session) {
    return (
      <GuestScreen title="Ghost session ended">
        <Text as="p">
          This window&apos;s ghost session has ended. Close it, and ghost again from the
          merchant&apos;s page.
        </Text>
      </GuestScreen>
    );
  }
  return (
    <>
      <div className={styles.banner} role="status">
        <Text weight="bold">
          Ghosting as {state.identity.full_name} ({state.identity.username}) of{' '}
          {state.identity.retailer_name}
        </Text>
      </div>
      {children}
    </>
  );
}
