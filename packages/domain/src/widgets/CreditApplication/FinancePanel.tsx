import { DefinitionList } from '@backoffice/ui';
import * as styles from './CreditApplication.css';
import type { FinanceDetails } from './creditApplicationData';
import { moneyText, valueText } from './formatting';

export interface FinancePanelProps {
  finance: FinanceDetails;
  className?: string;
}

/** The Finance tab: installation, finance product, goods price, advance and out-payment. */
export function FinancePanel({ finance, className }: FinancePanelProps) {
  return (
    <section aria-label="Finance" className={[styles.panel, className].filter(Boolean).join(' ')}>
      <DefinitionList
        items={[
          ['Installation', valueText(finance.installation)],
          ['Finance Product', valueText(finance.product_code)],
          ['Goods Price', moneyText(finance.goods_total_pence)],
          ['Advance', moneyText(finance.advance_pence)],
          ['Out-payment', moneyText(finance.outpayment_pence)],
        ]}
      />
    </section>
  );
}
