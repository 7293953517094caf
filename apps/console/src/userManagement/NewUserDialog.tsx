import { useAllGroups, useCreateUser } from '@backoffice/api-client';
import { userTypes, type UserType } from '@backoffice/domain/model';
import { NewUserDialog as NewUserForm } from '@backoffice/domain/widgets';
import { useSession } from '../session/SessionProvider';
import { flowStateOf } from './flowState';

/**
 * New User: the organisation's groups and the create call around the widget. The server creates
 * users of the creator's own organisation type, so that is the one type on offer.
 */
export function NewUserDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { session } = useSession();
  const groups = useAllGroups();
  const create = useCreateUser();
  const ownType = userTypes.find((type) => type === session?.organisationType);
  const typesOnOffer: UserType[] = ownType ? [ownType] : [];
  return (
    <NewUserForm
      isOpen={isOpen}
      groups={groups.data?.items}
      userTypes={typesOnOffer}
      state={flowStateOf(create)}
      errorMessage={create.isError ? create.error.message : null}
      onCreate={(user) => create.mutate(user)}
      onClose={() => {
        create.reset();
        onClose();
      }}
    />
  );
}
