import { poundsText } from '../../../model/money';
import {
  merchantTextLimits,
  timeToReceiptValues,
  type TimeToReceipt,
} from '../../../model/merchants';
import { financeDetailsSchema } from '../../../model/merchantSchemas';
import { InlineEditor, type InlineEditorField } from '../../InlineEditor/InlineEditor';
import {
  amountEditorBody,
  amountEditorValidator,
  amountField,
  amountNamesOf,
} from '../merchantAmountEditor';

/** A merchant's finance details, structurally the contract's RetailerCompanyFinanceDetails. */
export interface MerchantFinanceDetails {
  average_time_receipt_goods: TimeToReceipt | null;
  /** Amounts in pence. */
  annual_sales_turnover: number | null;
  annual_finance_turnover: number | null;
  net_worth: number | null;
  net_profit: number | null;
  average_order_value: number | null;
}

/** The changed finance details as PATCH /retailers/{id} takes them. */
export type MerchantFinanceDetailsUpdate = Partial<{
  [Field in keyof MerchantFinanceDetails]: NonNullable<MerchantFinanceDetails[Field]>;
}>;

const { reference } = merchantTextLimits;

/** Edit Finance Information: the time to receipt of goods and five amounts. */
export const merchantFinanceFields: readonly InlineEditorField[] = [
  {
    name: 'average_time_receipt_goods',
    label: 'Average Time to Receipt of Goods',
    kind: 'select',
    isRequired: true,
    options: timeToReceiptValues.map((value) => ({ value, label: value })),
  },
  amountField('annual_sales_turnover', 'Annual Sales Turnover', reference),
  amountField('annual_finance_turnover', 'Annual Finance Turnover', reference),
  amountField('net_worth', 'Net Worth', reference),
  amountField('net_profit', 'Net Profit', reference),
  amountField('average_order_value', 'Average Order Value', reference),
];

const amountNames = amountNamesOf(merchantFinanceFields);

export interface MerchantFinanceInformationProps {
  finance: MerchantFinanceDetails;
  /** Service users with Edit merchant details (the merchant's edit link). */
  canEdit: boolean;
  /** Saves the changed fields; a rejection keeps the form open with its message. */
  onSave: (update: MerchantFinanceDetailsUpdate) => Promise<unknown>;
  className?: string;
}

/** A merchant's company finance details, edited in place (Edit Finance Information). */
export function MerchantFinanceInformation({
  finance,
  canEdit,
  onSave,
  className,
}: MerchantFinanceInformationProps) {
  const values = {
    average_time_receipt_goods: finance.average_time_receipt_goods ?? '',
    annual_sales_turnover: poundsText(finance.annual_sales_turnover),
    annual_finance_turnover: poundsText(finance.annual_finance_turnover),
    net_worth: poundsText(finance.net_worth),
    net_profit: poundsText(finance.net_profit),
    average_order_value: poundsText(finance.average_order_value),
  };
  return (
    <InlineEditor
      title="Finance Information"
      fields={merchantFinanceFields}
      values={values}
      canEdit={canEdit}
      validate={amountEditorValidator(financeDetailsSchema, merchantFinanceFields, values)}
      propertyPrefix="company_finance_details."
      onSave={(changes) =>
        onSave(amountEditorBody(changes, amountNames) as MerchantFinanceDetailsUpdate)
      }
      className={className}
    />
  );
}
