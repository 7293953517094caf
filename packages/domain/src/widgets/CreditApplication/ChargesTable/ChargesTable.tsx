import { SimpleTable } from '@backoffice/ui';
import type { ApplicationCharge } from '../creditApplicationTypes';
import { dateTimeText, moneyText } from '../formatting';

export interface ChargesTableProps {
  charges: readonly ApplicationCharge[];
}

/** The Charges tab: description, date and amount, with a total. */
export function ChargesTable({ charges }: ChargesTableProps) {
  const total = charges.reduce((sum, charge) => sum + charge.amount_pence, 0);
  return (
    <SimpleTable
      aria-label="Charges"
      rows={charges}
      rowKey={(_charge, index) => index}
      columns={[
        { name: 'Description', render: (charge) => charge.description },
        { name: 'Date', render: (charge) => dateTimeText(charge.created_at) },
        { name: 'Amount', isNumeric: true, render: (charge) => moneyText(charge.amount_pence) },
      ]}
      footer={{ label: 'Total', value: moneyText(total) }}
    />
  );
}
