import { useCreateRateCard, useRateCards } from '@backoffice/api-client';
import { NewRateCardDialog, type NewRateCardDialogProps } from '@backoffice/domain/widgets';
import { useNavigate } from 'react-router-dom';
import { readRateCardFile } from './readRateCardFile';
import { rateCardPath } from './rateCardPath';

/**
 * New Rate Card with what it alone needs: the create mutation and the cards to copy. Their state
 * changes (Create pending, then the created card with its products) re-render this dialog only,
 * not the report of a hundred cards beside it.
 */
export function NewRateCard({
  isOpen,
  onClose,
  types,
}: {
  isOpen: boolean;
  onClose: () => void;
  types: NewRateCardDialogProps['types'];
}) {
  const create = useCreateRateCard();
  const navigate = useNavigate();
  // The cards to copy from: the first 100 by name is what the selector can sensibly hold.
  const copyable = useRateCards({ perPage: 100, 'order[]': ['name'] }, { enabled: isOpen });
  return (
    <NewRateCardDialog
      isOpen={isOpen}
      onClose={onClose}
      types={types}
      rateCards={copyable.data?.items ?? []}
      readFile={readRateCardFile}
      onCreate={(request) => create.mutateAsync(request)}
      onView={(rateCardId) => {
        onClose();
        void navigate(rateCardPath(rateCardId));
      }}
    />
  );
}
