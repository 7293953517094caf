import { bypassErrorBanner } from '@backoffice/api-client';
import { ACCOUNT_UPDATED } from '@backoffice/domain/model';
import { AccountForm, type AccountUpdate } from '@backoffice/domain/widgets';
import { Button, ThemeSwitch } from '@backoffice/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { success } from '../forms/forms.css';
import { updateUser, type BackofficeUser } from '../session/api';
import { useSession } from '../session/SessionProvider';
import * as styles from './Shell.css';
import { useThemePreference } from './ThemePreference';

interface MyAccountDialogProps {
  user: BackofficeUser;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * My Account for oneself, Edit User - {username} for another user (merchants.md, User modals);
 * it ends with Close only. My Account also holds the theme choice, which applies at once.
 */
export function MyAccountDialog({ user, isOpen, onOpenChange }: MyAccountDialogProps) {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const isOwnAccount = session?.userId === user.user_id;
  const title = isOwnAccount ? 'My Account' : `Edit User - ${user.username}`;
  const { preference, setPreference } = useThemePreference();
  const update = useMutation({
    meta: bypassErrorBanner,
    mutationFn: (changes: AccountUpdate) => updateUser(user.user_id, changes),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['backoffice-user', user.user_id] }),
        queryClient.invalidateQueries({ queryKey: ['backoffice-users'] }),
      ]),
  });

  function openChange(next: boolean) {
    if (!next) update.reset();
    onOpenChange(next);
  }

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={openChange}
      isDismissable
      className={styles.modalOverlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.dialogHeading}>
                {title}
              </Heading>
              {update.isSuccess ? (
                <>
                  <p role="status" className={success}>
                    {ACCOUNT_UPDATED}
                  </p>
                  <div className={styles.dialogActions}>
                    <Button variant="primary" onPress={close}>
                      Close
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  {isOwnAccount && (
                    <ThemeSwitch
                      value={preference}
                      onChange={setPreference}
                      description="Applies at once, on this device only."
                    />
                  )}
                  <AccountForm
                    details={{
                      username: user.username,
                      first_name: user.first_name ?? '',
                      last_name: user.last_name ?? '',
                      email: user.email ?? '',
                      mobile: user.mobile ?? '',
                    }}
                    onSubmit={(changes) => update.mutate(changes)}
                    onCancel={close}
                    isPending={update.isPending}
                    errorMessage={update.isError ? update.error.message : undefined}
                  />
                </>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
