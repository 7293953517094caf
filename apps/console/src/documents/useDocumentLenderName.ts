import { useDocumentOwners } from '@backoffice/api-client';

/** The name of the lender owning a document, once the owners have loaded. */
export function useDocumentLenderName(ownerId: number | undefined): string | undefined {
  const owners = useDocumentOwners();
  return owners.data?.items.find((owner) => owner.lender_id === ownerId)?.name;
}
