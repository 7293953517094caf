import { DefinitionList, Section } from '@backoffice/ui';
import { productCodeLabel } from '../../../model/index';
import type { FinanceDetails } from '../creditApplicationData';
import { moneyText, valueText } from '../formatting';

export interface FinancePanelProps {
  finance: FinanceDetails;
  className?: string;
}

/** The Finance tab: installation, finance product, goods price, advance and out-payment. */
export function FinancePanel({ finance, className }: FinancePanelProps) {
  return (
    <Section aria-label="Finance" className={className}>
      <DefinitionList
        items={[
          ['Installation', valueText(finance.installation)],
          ['Finance Product', productCodeLabel(finance.product_code)],
          ['Goods Price', moneyText(finance.goods_total_pence)],
          ['Advance', moneyText(finance.advance_pence)],
          ['Out-payment', moneyText(finance.outpayment_pence)],
        ]}
      />
    </Section>
  );
}
