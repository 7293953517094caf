import { SimpleTable, Text, type SimpleTableColumn } from '@backoffice/ui';
import { formatPence } from '../../../model/money';
import { formatRate } from '../../../model/rateCards';

/** A product as the contract carries it (rates in percent, amounts in pence). */
export interface RateCardProductsRow {
  product_code: string;
  product_name: string;
  tier_set1_rate_lender: number;
  tier_set2_rate_lender: number;
  lender_min_fee: number;
  lender_fixed_fee: number;
  credit_sentry_fee: number;
  cancel_fee: number;
  amend_fee: number;
}

export const NO_RATE_CARD_PRODUCTS = 'No Rate Card products';

const columns: readonly SimpleTableColumn<RateCardProductsRow>[] = [
  { name: 'Product', isRowHeader: true, render: (row) => row.product_name },
  { name: 'Code', render: (row) => row.product_code },
  { name: 'Tier 1 rate', isNumeric: true, render: (row) => formatRate(row.tier_set1_rate_lender) },
  { name: 'Tier 2 rate', isNumeric: true, render: (row) => formatRate(row.tier_set2_rate_lender) },
  { name: 'Min', isNumeric: true, render: (row) => formatPence(row.lender_min_fee) },
  { name: 'Fixed fee', isNumeric: true, render: (row) => formatPence(row.lender_fixed_fee) },
  {
    name: 'Credit-check fee',
    isNumeric: true,
    render: (row) => formatPence(row.credit_sentry_fee),
  },
  { name: 'Cancel fee', isNumeric: true, render: (row) => formatPence(row.cancel_fee) },
  { name: 'Amendment fee', isNumeric: true, render: (row) => formatPence(row.amend_fee) },
];

export interface RateCardProductsProps {
  products: readonly RateCardProductsRow[];
  'aria-label'?: string;
  className?: string;
}

/**
 * A rate card's products, read-only (merchants.md "Merchant rate card view"): rates in percent,
 * fees in pounds to 2 decimals; 'No Rate Card products' when there are none.
 */
export function RateCardProducts({
  products,
  'aria-label': ariaLabel = 'Rate card products',
  className,
}: RateCardProductsProps) {
  if (products.length === 0) {
    return (
      <Text as="p" tone="muted" className={className}>
        {NO_RATE_CARD_PRODUCTS}
      </Text>
    );
  }
  return (
    <SimpleTable
      aria-label={ariaLabel}
      columns={columns}
      rows={products}
      rowKey={(row) => row.product_code}
      className={className}
    />
  );
}
