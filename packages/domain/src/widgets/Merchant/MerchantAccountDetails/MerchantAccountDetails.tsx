import { poundsText } from '../../../model/money';
import { accountTypes, merchantTextLimits, type AccountType } from '../../../model/merchants';
import { accountDetailsSchema } from '../../../model/merchantSchemas';
import { InlineEditor, type InlineEditorField } from '../../InlineEditor/InlineEditor';
import {
  amountEditorBody,
  amountEditorValidator,
  amountField,
  amountNamesOf,
} from '../merchantAmountEditor';

/** A merchant's account details, structurally a part of the contract's RetailerAccountDetails. */
export interface MerchantAccountDetailsValues {
  account_type: AccountType | null;
  /** Pence. */
  sign_up_fee: number | null;
  /** Pence. */
  monthly_cost: number | null;
}

/** The changed account details as PATCH /retailers/{id} takes them under account_details. */
export type MerchantAccountDetailsUpdate = Partial<{
  account_type: AccountType;
  sign_up_fee: number;
  monthly_cost: number;
}>;

/** Edit Account Details: the account type, and the fees capped at 10 characters. */
export const merchantAccountDetailFields: readonly InlineEditorField[] = [
  {
    name: 'account_type',
    label: 'Account Type',
    kind: 'select',
    isRequired: true,
    options: accountTypes.map((type) => ({ value: type, label: type })),
  },
  amountField('sign_up_fee', 'Sign-up Fee', merchantTextLimits.fee),
  amountField('monthly_cost', 'Monthly Cost', merchantTextLimits.fee),
];

const amountNames = amountNamesOf(merchantAccountDetailFields);

export interface MerchantAccountDetailsProps {
  accountDetails: MerchantAccountDetailsValues;
  /** Service users with Edit merchant details (the merchant's edit link). */
  canEdit: boolean;
  /** Saves the changed fields; a rejection keeps the form open with its message. */
  onSave: (update: MerchantAccountDetailsUpdate) => Promise<unknown>;
  className?: string;
}

/** The account type and fees of a merchant, edited in place (Edit Account Details). */
export function MerchantAccountDetails({
  accountDetails,
  canEdit,
  onSave,
  className,
}: MerchantAccountDetailsProps) {
  const values = {
    account_type: accountDetails.account_type ?? '',
    sign_up_fee: poundsText(accountDetails.sign_up_fee),
    monthly_cost: poundsText(accountDetails.monthly_cost),
  };
  return (
    <InlineEditor
      title="Account Details"
      fields={merchantAccountDetailFields}
      values={values}
      canEdit={canEdit}
      validate={amountEditorValidator(accountDetailsSchema, merchantAccountDetailFields, values)}
      propertyPrefix="account_details."
      onSave={(changes) =>
        onSave(amountEditorBody(changes, amountNames) as MerchantAccountDetailsUpdate)
      }
      className={className}
    />
  );
}
