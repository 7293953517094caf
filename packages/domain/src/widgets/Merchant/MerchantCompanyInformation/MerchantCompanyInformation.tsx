import {
  legalStatusLabel,
  legalStatusOptions,
  merchantTextLimits,
  type LegalStatus,
} from '../../../model/merchants';
import {
  companyDetailsSchema,
  fieldErrors,
  merchantValidationMessages,
} from '../../../model/merchantSchemas';
import {
  InlineEditor,
  type InlineEditorField,
  type InlineEditorValues,
} from '../../InlineEditor/InlineEditor';
import { fromEditorValues, toEditorValues } from '../../InlineEditor/inlineEditorValues';

/** The company details of a merchant, structurally a part of the contract's Retailer. */
export interface MerchantCompany {
  name: string;
  registration_number: string | null;
  vat_number: string | null;
  ccl_start_date: string | null;
  legal_status: string | null;
  principle_trading_url: string | null;
  description_type_goods: string | null;
  address: {
    address_line_1: string | null;
    address_line_2: string | null;
    address_line_3: string | null;
    post_code: string | null;
  };
}

const { contact, reference, name } = merchantTextLimits;

export const merchantCompanyFields: readonly InlineEditorField[] = [
  { name: 'name', label: 'Name', isRequired: true, maxLength: contact },
  { name: 'registration_number', label: 'Registration Number', maxLength: reference },
  { name: 'vat_number', label: 'CCL Number', maxLength: reference },
  { name: 'ccl_start_date', label: 'CCL Start Date (yyyy-MM-dd)', maxLength: 10 },
  {
    name: 'legal_status',
    label: 'Legal Status',
    kind: 'select',
    isRequired: true,
    options: legalStatusOptions,
    format: legalStatusLabel,
  },
  { name: 'principle_trading_url', label: 'Trading URL', maxLength: name },
  { name: 'description_type_goods', label: 'Type of Goods', maxLength: name },
  { name: 'address.address_line_1', label: 'Address Line 1', isRequired: true, maxLength: contact },
  { name: 'address.address_line_2', label: 'Address Line 2', maxLength: contact },
  { name: 'address.address_line_3', label: 'Address Line 3', maxLength: contact },
  { name: 'address.post_code', label: 'Post Code', isRequired: true, maxLength: reference },
];

/** The company details as PATCH /retailers/{id} takes them: only what changed. */
export type MerchantCompanyUpdate = Partial<Omit<MerchantCompany, 'address' | 'legal_status'>> & {
  legal_status?: LegalStatus;
  /** The first line and the post code can be changed but not cleared. */
  address?: {
    address_line_1?: string;
    address_line_2?: string | null;
    address_line_3?: string | null;
    post_code?: string;
  };
};

/** The fields the contract requires beside those the shared schema does. */
const requiredAddressFields = merchantCompanyFields.filter(
  (field) => field.isRequired && field.name.startsWith('address.'),
);

function validateCompany(draft: InlineEditorValues): Record<string, string> {
  const result = companyDetailsSchema.safeParse(fromEditorValues(draft));
  const errors = result.success ? {} : fieldErrors(result.error);
  for (const field of requiredAddressFields) {
    if (!draft[field.name]?.trim()) {
      errors[field.name] ??= merchantValidationMessages.required(field.label);
    }
  }
  return errors;
}

export interface MerchantCompanyInformationProps {
  company: MerchantCompany;
  /** Service users only. */
  canEdit: boolean;
  /** Saves the changed fields; a rejection keeps the form open with its message. */
  onSave: (update: MerchantCompanyUpdate) => Promise<unknown>;
  className?: string;
}

/** Company Information with its inline editor (Edit Company Details). */
export function MerchantCompanyInformation({
  company,
  canEdit,
  onSave,
  className,
}: MerchantCompanyInformationProps) {
  const values = toEditorValues({
    name: company.name,
    registration_number: company.registration_number,
    vat_number: company.vat_number,
    ccl_start_date: company.ccl_start_date,
    legal_status: company.legal_status,
    principle_trading_url: company.principle_trading_url,
    description_type_goods: company.description_type_goods,
    address: company.address,
  });
  return (
    <InlineEditor
      title="Company Information"
      fields={merchantCompanyFields}
      values={values}
      canEdit={canEdit}
      validate={validateCompany}
      onSave={(changes) => onSave(fromEditorValues(changes) as MerchantCompanyUpdate)}
      className={className}
    />
  );
}
