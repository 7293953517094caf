import { Alert, Text } from '@backoffice/ui';
import { merchantMessages } from '@backoffice/domain/model';
import { GhostBanner, GuestScreen } from '@backoffice/domain/widgets';
import type { ReactNode } from 'react';
import { useSession } from '../../session/SessionProvider';
import { productLogoUrl } from '../../shell/productLogo';
import type { GhostWindowState } from './ghostWindow';

/**
 * A ghost window's console: a banner naming the merchant user the staff member acts as, above the
 * console; once the ghost session has ended (it is never renewed, nor restored after a reload)
 * or could not start, a screen that says so instead of the sign-in screen.
 */
export function GhostWindowFrame({
  state,
  children,
}: {
  state: GhostWindowState;
  children: ReactNode;
}) {
  const { session } = useSession();
  if (state.kind === 'failed') {
    return (
      <GuestScreen title={merchantMessages.ghostFailed} productLogoUrl={productLogoUrl}>
        <Alert tone="critical">{state.message}</Alert>
        <Text as="p">Close this window and try again from the merchant&apos;s page.</Text>
      </GuestScreen>
    );
  }
  if (state.kind === 'starting' || !session) {
    return (
      <GuestScreen title="Ghost session ended" productLogoUrl={productLogoUrl}>
        <Text as="p">
          This window&apos;s ghost session has ended. Close it, and ghost again from the
          merchant&apos;s page.
        </Text>
      </GuestScreen>
    );
  }
  return (
    <>
      <GhostBanner identity={state.identity} />
      {children}
    </>
  );
}
