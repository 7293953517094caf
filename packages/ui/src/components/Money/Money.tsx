import { money, negative } from './Money.css';

const formatter = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pence (an integer) as pounds: 123456 → "£1,234.56", -500 → "-£5.00". */
export function formatMoney(pence: number): string {
  return formatter.format(pence / 100);
}

export interface MoneyProps {
  /** The amount in pence. */
  pence: number;
  /** Colours negative amounts critical (their sign still says it). */
  isNegativeHighlighted?: boolean;
  className?: string;
}

export function Money({ pence, isNegativeHighlighted = false, className }: MoneyProps) {
  return (
    <span
      className={[money, isNegativeHighlighted && pence < 0 && negative, className]
        .filter(Boolean)
        .join(' ')}
    >
      {formatMoney(pence)}
    </span>
  );
}
