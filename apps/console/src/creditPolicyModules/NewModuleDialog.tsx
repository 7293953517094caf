import { useLenders } from '@backoffice/api-client';
import { NewModuleDialog as NewModuleForm } from '@backoffice/domain/widgets';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';

/**
 * New Module: the server's lenders (a lender user's own only) around the widget; Continue opens
 * the create view with the draft.
 */
export function NewModuleDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { session } = useSession();
  const lenders = useLenders({ enabled: isOpen });
  return (
    <NewModuleForm
      isOpen={isOpen}
      lenders={lenders.data}
      lendersError={lenders.error}
      onRetryLenders={() => void lenders.refetch()}
      isOwnLenderOnly={session?.organisationType === 'lender'}
      onContinue={(draft) => void navigate('/credit-policy-modules/new/', { state: draft })}
      onClose={onClose}
    />
  );
}
