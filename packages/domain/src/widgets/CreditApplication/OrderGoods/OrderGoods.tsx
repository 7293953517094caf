import { Card, SimpleTable } from '@backoffice/ui';
import * as styles from '../CreditApplication.css';
import { goodsTotal, type GoodsLine } from '../creditApplicationData';
import { moneyText } from '../formatting';

export interface OrderGoodsProps {
  goods: readonly GoodsLine[];
  className?: string;
}

/** The Order Goods table: description, unit price, quantity and total, with a grand total. */
export function OrderGoods({ goods, className }: OrderGoodsProps) {
  return (
    <Card title="Order Goods" headingLevel={2} className={className}>
      {goods.length === 0 ? (
        <p className={styles.muted}>No goods on this order.</p>
      ) : (
        <SimpleTable
          aria-label="Order Goods"
          rows={goods}
          rowKey={(_line, index) => index}
          columns={[
            { name: 'Description', render: (line) => line.description },
            { name: 'Unit Price', isNumeric: true, render: (line) => moneyText(line.price_pence) },
            { name: 'Quantity', isNumeric: true, render: (line) => line.quantity },
            {
              name: 'Total',
              isNumeric: true,
              render: (line) => moneyText(line.price_pence * line.quantity),
            },
          ]}
          footer={{ label: 'Grand Total', value: moneyText(goodsTotal(goods)) }}
        />
      )}
    </Card>
  );
}
