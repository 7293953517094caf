import { Button, Dialog, Modal } from '@backoffice/ui';
import { useSession } from './SessionProvider';

/**
 * The warning a minute before the idle sign-out: the seconds left, and a choice to stay signed
 * in or sign out now. Escape does not dismiss it: staying must be chosen.
 */
export function IdleWarning() {
  const { idleSecondsLeft, stayActive, signOut } = useSession();
  return (
    <Modal isOpen={idleSecondsLeft !== null} onOpenChange={() => undefined} isDismissable={false}>
      <Dialog
        role="alertdialog"
        title="Are you still there?"
        actions={
          <>
            <Button variant="secondary" onPress={() => void signOut()}>
              Sign out
            </Button>
            <Button variant="primary" onPress={stayActive}>
              Stay signed in
            </Button>
          </>
        }
      >
        <p>
          You have not used the console for a while. For your security you will be signed out in{' '}
          {idleSecondsLeft} {idleSecondsLeft === 1 ? 'second' : 'seconds'}.
        </p>
      </Dialog>
    </Modal>
  );
}
