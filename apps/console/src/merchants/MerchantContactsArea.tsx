import {
  useCreateRetailerContact,
  useDeleteRetailerContact,
  useRetailerContacts,
  useUpdateRetailerContact,
  type Retailer,
} from '@backoffice/api-client';
import { merchantMessages } from '@backoffice/domain/model';
import { MerchantContacts } from '@backoffice/domain/widgets';
import { useToast } from '@backoffice/ui';

/** The merchant's contacts; each change's success message is a toast, its error stays in the form. */
export function MerchantContactsArea({ retailer }: { retailer: Retailer }) {
  const retailerId = retailer.retailer_id;
  const contacts = useRetailerContacts(retailerId);
  const createContact = useCreateRetailerContact(retailerId);
  const updateContact = useUpdateRetailerContact(retailerId);
  const deleteContact = useDeleteRetailerContact(retailerId);
  const toast = useToast();
  const announce = async (change: Promise<unknown>, message: string) => {
    await change;
    toast.success(message);
  };
  return (
    <MerchantContacts
      contacts={contacts.data ?? []}
      isLoading={contacts.isPending}
      error={contacts.isError ? contacts.error.message : null}
      canEdit={retailer._links.add_contact !== undefined}
      onCreate={(contact) =>
        announce(createContact.mutateAsync(contact), merchantMessages.contactCreated)
      }
      onUpdate={(contactId, changes) =>
        announce(
          updateContact.mutateAsync({ contact_id: contactId, ...changes }),
          merchantMessages.contactUpdated,
        )
      }
      onDelete={(contactId) =>
        announce(deleteContact.mutateAsync(contactId), merchantMessages.contactDeleted)
      }
    />
  );
}
