import { Tabs, Text, type TabItem } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import {
  contactDeletionRefusal,
  contactTabTitle,
  contactTitles,
  contactTypes,
  merchantTextLimits,
} from '../../../model/merchants';
import { contactCreateSchema, fieldErrors } from '../../../model/merchantSchemas';
import {
  InlineEditor,
  type InlineEditorField,
  type InlineEditorValues,
} from '../../InlineEditor/InlineEditor';
import { fromEditorValues, toEditorValues } from '../../InlineEditor/inlineEditorValues';

/** A merchant contact, structurally the contract's RetailerContact. */
export interface MerchantContact {
  contact_id: number;
  contact_type: string;
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  telephone: string | null;
  mobile: string | null;
  address: string | null;
}

export type MerchantContactFields = Omit<MerchantContact, 'contact_id'>;

const { contact: limit } = merchantTextLimits;
const asOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

export const merchantContactFields: readonly InlineEditorField[] = [
  {
    name: 'contact_type',
    label: 'Contact Type',
    kind: 'select',
    isRequired: true,
    options: asOptions(contactTypes),
  },
  {
    name: 'title',
    label: 'Title',
    kind: 'select',
    isRequired: true,
    options: asOptions(contactTitles),
  },
  { name: 'first_name', label: 'First Name', isRequired: true, maxLength: limit },
  { name: 'last_name', label: 'Last Name', isRequired: true, maxLength: limit },
  { name: 'email', label: 'Email', isRequired: true, maxLength: limit },
  { name: 'telephone', label: 'Telephone', maxLength: limit },
  { name: 'mobile', label: 'Mobile', maxLength: limit },
  { name: 'address', label: 'Address', maxLength: limit },
];

const emptyContact: InlineEditorValues = Object.fromEntries(
  merchantContactFields.map((field) => [field.name, '']),
);

const validateContact = (draft: InlineEditorValues) => {
  const result = contactCreateSchema.safeParse(fromEditorValues(draft));
  return result.success ? {} : fieldErrors(result.error);
};

const NEW_TAB = 'new';
const ADD_TAB = 'add';

export interface MerchantContactsProps {
  contacts: readonly MerchantContact[];
  /** Service users only: editing, deleting and the plus tab. */
  canEdit: boolean;
  onCreate: (contact: MerchantContactFields) => Promise<unknown>;
  /** Saves the changed fields of a contact. */
  onUpdate: (contactId: number, changes: Partial<MerchantContactFields>) => Promise<unknown>;
  onDelete: (contactId: number) => Promise<unknown>;
  /** The contacts are still loading. */
  isLoading?: boolean;
  error?: string | null;
  className?: string;
}

/**
 * The contact tabs (merchants.md "Merchant detail"): one per contact titled '<Type> Contact',
 * and for service users a plus tab that opens a New Contact to fill in and Save. A primary
 * contact offers Delete only while another primary contact exists.
 */
export function MerchantContacts({
  contacts,
  canEdit,
  onCreate,
  onUpdate,
  onDelete,
  isLoading = false,
  error = null,
  className,
}: MerchantContactsProps) {
  const [isAdding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Key | null>(null);
  if (error) return <Text tone="critical">{error}</Text>;
  if (isLoading) return <Text tone="muted">Loading contacts…</Text>;

  const items: TabItem[] = contacts.map((contact) => {
    const refusal = contactDeletionRefusal(contact, contacts);
    return {
      id: contact.contact_id,
      label: contactTabTitle(contact.contact_type),
      content: (
        <InlineEditor
          title={contactTabTitle(contact.contact_type)}
          headingLevel={3}
          fields={merchantContactFields}
          values={toEditorValues({ ...contact, contact_id: undefined })}
          validate={validateContact}
          canEdit={canEdit}
          onSave={(changes) =>
            onUpdate(
              contact.contact_id,
              fromEditorValues(changes) as Partial<MerchantContactFields>,
            )
          }
          onDelete={refusal === null ? () => onDelete(contact.contact_id) : undefined}
          deleteConfirmation="Are you sure you wish to delete this contact?"
        />
      ),
    };
  });
  if (isAdding) {
    items.push({
      id: NEW_TAB,
      label: contactTabTitle(null),
      content: (
        <InlineEditor
          title={contactTabTitle(null)}
          headingLevel={3}
          fields={merchantContactFields}
          values={emptyContact}
          validate={validateContact}
          canEdit={canEdit}
          isNew
          onCancelNew={() => {
            setAdding(false);
            setSelected(null);
          }}
          onSave={async (changes) => {
            await onCreate(fromEditorValues(changes) as MerchantContactFields);
            setAdding(false);
            setSelected(null);
          }}
        />
      ),
    });
  }
  if (canEdit && !isAdding) {
    items.push({
      id: ADD_TAB,
      label: (
        <>
          <span aria-hidden="true">+</span>
          <span className={visuallyHidden}>Add Contact</span>
        </>
      ),
      content: null,
    });
  }
  if (items.length === 0) return <Text tone="muted">No contacts.</Text>;
  const selectedKey =
    selected !== null && items.some((item) => item.id === selected) ? selected : items[0]!.id;
  return (
    <Tabs
      aria-label="Contacts"
      items={items}
      className={className}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        if (key === ADD_TAB) {
          setAdding(true);
          setSelected(NEW_TAB);
        } else {
          setSelected(key);
        }
      }}
    />
  );
}
