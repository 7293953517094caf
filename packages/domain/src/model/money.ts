/** Money is held in pence (integers) and shown in pounds. */
export type Pence = number;

const poundFormatter = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123456 → "£1,234.56". */
export function formatPence(pence: Pence): string {
  return poundFormatter.format(pence / 100);
}

/** Pounds as typed by a person ("1,234.5") → pence, or null when it is not an amount. */
export function poundsToPence(pounds: string): Pence | null {
  const cleaned = pounds.replace(/[£,\s]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** Pence as a person types pounds, the inverse of poundsToPence: 125000 → "1250.00"; none → "". */
export function poundsText(pence: Pence | null | undefined): string {
  return pence === null || pence === undefined ? '' : (pence / 100).toFixed(2);
}
