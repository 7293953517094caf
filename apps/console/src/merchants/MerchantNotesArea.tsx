import {
  useCreateRetailerFlag,
  useCreateRetailerNote,
  useResolveRetailerFlag,
  useRetailerContacts,
  useRetailerNotes,
  useUploadRetailerFile,
  type Retailer,
} from '@backoffice/api-client';
import {
  MerchantContactMerchant,
  MerchantFlags,
  MerchantNotes,
  type MerchantNoteType,
} from '@backoffice/domain/widgets';
import { Tabs, type TabItem } from '@backoffice/ui';
import { useSession } from '../session/SessionProvider';

/**
 * The note visibilities a user may choose, the default first: the provider's staff write internal
 * or retailer notes, a lender its own lender's or retailer notes, a merchant's user retailer notes.
 */
function useNoteTypes(canAdd: boolean): MerchantNoteType[] {
  const organisationType = useSession().session?.organisationType;
  if (!canAdd) return [];
  if (organisationType === 'service_user') return ['internal', 'retailer'];
  if (organisationType === 'lender') return ['lender', 'retailer'];
  return ['retailer'];
}

/**
 * The merchant detail's notes area: Flags with its count (add and delete flags), Notes with its
 * count (add notes with attachments and visibility), Contact Merchant when the merchant has a
 * contact to email, then the page's other tabs (CDS settings).
 */
export function MerchantNotesArea({
  retailer,
  moreTabs,
}: {
  retailer: Retailer;
  moreTabs: TabItem[];
}) {
  const retailerId = retailer.retailer_id;
  const links = retailer._links;
  const createFlag = useCreateRetailerFlag(retailerId);
  const resolveFlag = useResolveRetailerFlag(retailerId);
  const notes = useRetailerNotes(retailerId);
  const contacts = useRetailerContacts(retailerId);
  const createNote = useCreateRetailerNote(retailerId);
  const uploadFile = useUploadRetailerFile(retailerId);
  const noteTypes = useNoteTypes(links.add_note !== undefined);
  const openFlags = retailer.flags.filter((flag) => !flag.resolved);
  const contactMerchant: TabItem[] =
    links.contact_merchant !== undefined
      ? [
          {
            id: 'contact-merchant',
            label: 'Contact Merchant',
            content: (
              <MerchantContactMerchant
                contacts={contacts.data}
                onSend={(email) => createNote.mutateAsync(email)}
                onUploadAttachment={(file) => uploadFile.mutateAsync(file)}
              />
            ),
          },
        ]
      : [];
  return (
    <Tabs
      aria-label="Notes area"
      items={[
        {
          id: 'flags',
          label: 'Flags',
          count: openFlags.length,
          content: (
            <MerchantFlags
              flags={openFlags}
              canAdd={links.add_flag !== undefined}
              canResolve={links.add_flag !== undefined}
              onAdd={(message) => createFlag.mutateAsync(message)}
              onResolve={(flagId) => resolveFlag.mutateAsync(flagId)}
            />
          ),
        },
        {
          id: 'notes',
          label: 'Notes',
          // Until the notes arrive the merchant's own count stands in (the spec's noteCount).
          count: notes.data?.length ?? retailer.note_count,
          content: (
            <MerchantNotes
              notes={notes.data}
              loadError={notes.isError ? notes.error.message : null}
              contacts={contacts.data ?? []}
              noteTypes={noteTypes}
              onAdd={(note) => createNote.mutateAsync(note)}
              onUploadAttachment={(file) => uploadFile.mutateAsync(file)}
            />
          ),
        },
        ...contactMerchant,
        ...moreTabs,
      ]}
    />
  );
}
