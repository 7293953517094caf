import { Tabs, Text, type TabItem } from '@backoffice/ui';
import { bankDetailsTitle, merchantTextLimits } from '../../../model/merchants';
import {
  bankDetailsSchema,
  fieldErrors,
  merchantValidationMessages,
} from '../../../model/merchantSchemas';
import {
  InlineEditor,
  type InlineEditorField,
  type InlineEditorValues,
} from '../../InlineEditor/InlineEditor';
import { fromEditorValues, toEditorValues } from '../../InlineEditor/inlineEditorValues';

/** One kind of a merchant's bank details, structurally the contract's RetailerBankDetails. */
export interface MerchantBankDetail {
  name: string | null;
  account_holder_name: string | null;
  account_number: string | null;
  sort_code: string | null;
  address: {
    address_line_1: string | null;
    address_line_2: string | null;
    address_line_3: string | null;
    post_code: string | null;
  };
}

/**
 * The changed fields of one kind, as PATCH /retailers/{id} takes them under bank_details: the
 * names, numbers, first address line and post code can be changed but not cleared.
 */
export interface MerchantBankDetailUpdate {
  name?: string;
  account_holder_name?: string;
  account_number?: string;
  sort_code?: string;
  address?: {
    address_line_1?: string;
    address_line_2?: string | null;
    address_line_3?: string | null;
    post_code?: string;
  };
}

const { contact, reference } = merchantTextLimits;

/** The block of merchants.md "Merchant detail", with the limits of "Edit bank details". */
export const merchantBankDetailFields: readonly InlineEditorField[] = [
  { name: 'name', label: 'Name', isRequired: true, maxLength: contact },
  {
    name: 'account_holder_name',
    label: 'Account Holder Name',
    isRequired: true,
    maxLength: contact,
  },
  { name: 'account_number', label: 'Account Number', isRequired: true, maxLength: reference },
  { name: 'sort_code', label: 'Sort Code', isRequired: true, maxLength: reference },
  { name: 'address.address_line_1', label: 'Address Line 1', maxLength: contact },
  { name: 'address.address_line_2', label: 'Address Line 2', maxLength: contact },
  { name: 'address.address_line_3', label: 'Address Line 3', maxLength: contact },
  { name: 'address.post_code', label: 'Post Code', maxLength: reference },
];

/** Address fields the call cannot clear once they hold something. */
const unclearableAddressFields = merchantBankDetailFields.filter(
  (field) => field.name === 'address.address_line_1' || field.name === 'address.post_code',
);

const bankDetailValidator = (saved: InlineEditorValues) => (draft: InlineEditorValues) => {
  const result = bankDetailsSchema.safeParse(fromEditorValues(draft));
  const errors = result.success ? {} : fieldErrors(result.error);
  for (const field of unclearableAddressFields) {
    if (saved[field.name] && !draft[field.name]?.trim()) {
      errors[field.name] ??= merchantValidationMessages.required(field.label);
    }
  }
  return errors;
};

/** The title of each block; the tab above it names the kind. */
const BLOCK_TITLE = 'Bank Details';

export interface MerchantBankDetailsProps {
  /** The merchant's bank details by kind (settlement, direct_debit…). */
  bankDetails: Readonly<Record<string, MerchantBankDetail>>;
  /** The merchant's links carry edit_bank_details: service users with Edit bank details. */
  canEdit: boolean;
  /**
   * Saves the changed fields of one kind; a rejection keeps the form open, and the properties
   * it names (`bank_details.{kind}.…`) show against their fields.
   */
  onSave: (kind: string, update: MerchantBankDetailUpdate) => Promise<unknown>;
  className?: string;
}

/**
 * The bank details tabs (merchants.md "Merchant detail"): one per kind, titled with the kind
 * humanised, each a block edited in place (Edit Bank Details) sending only what changed.
 */
export function MerchantBankDetails({
  bankDetails,
  canEdit,
  onSave,
  className,
}: MerchantBankDetailsProps) {
  const kinds = Object.keys(bankDetails).sort();
  if (kinds.length === 0) {
    return (
      <Text tone="muted" className={className}>
        No bank details.
      </Text>
    );
  }
  const items: TabItem[] = kinds.map((kind) => {
    const values = toEditorValues({ ...bankDetails[kind] });
    return {
      id: kind,
      label: bankDetailsTitle(kind),
      content: (
        <InlineEditor
          title={BLOCK_TITLE}
          headingLevel={3}
          fields={merchantBankDetailFields}
          values={values}
          validate={bankDetailValidator(values)}
          canEdit={canEdit}
          propertyPrefix={`bank_details.${kind}.`}
          onSave={(changes) => onSave(kind, fromEditorValues(changes) as MerchantBankDetailUpdate)}
        />
      ),
    };
  });
  return <Tabs aria-label="Bank details" items={items} className={className} />;
}
