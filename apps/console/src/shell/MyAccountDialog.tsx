import { bypassErrorBanner } from '@backoffice/api-client';
import { ACCOUNT_UPDATED } from '@backoffice/domain/model';
import { AccountForm, type AccountUpdate } from '@backoffice/domain/widgets';
import { Alert, Button, Dialog, Modal, ThemeSwitch } from '@backoffice/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUser, type BackofficeUser } from '../session/api';
import { useSession } from '../session/SessionProvider';
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
  const close = () => openChange(false);

  return (
    <Modal isOpen={isOpen} onOpenChange={openChange}>
      <Dialog
        title={title}
        actions={
          update.isSuccess ? (
            <Button variant="primary" onPress={close}>
              Close
            </Button>
          ) : undefined
        }
      >
        {update.isSuccess ? (
          <Alert tone="positive">{ACCOUNT_UPDATED}</Alert>
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
      </Dialog>
    </Modal>
  );
}
