/**
 * Product codes (credit-applications-and-policies.md 9): the first two letters give the channel,
 * then IF for interest free or a dash and the APR, then the term in months after a dash when
 * there is a rate: ISIF12, ON-9.9-12.
 */
export const productChannels = { ON: 'Online', IS: 'In-store', IH: 'In-home' } as const;
export type ProductChannelCode = keyof typeof productChannels;

export interface ProductCode {
  code: string;
  channel: (typeof productChannels)[ProductChannelCode];
  /** The APR in percent, or null when the product is interest free. */
  aprPercent: number | null;
  months: number;
}

const productCodePattern = /^(ON|IS|IH)(?:IF|-(\d+(?:\.\d+)?)-)(\d+)$/;

/** The parts of a product code, or null when the code does not follow the format. */
export function parseProductCode(code: string): ProductCode | null {
  const match = productCodePattern.exec(code.trim().toUpperCase());
  if (!match) return null;
  const apr = match[2];
  return {
    code: code.trim(),
    channel: productChannels[match[1] as ProductChannelCode],
    aprPercent: apr === undefined ? null : Number(apr),
    months: Number(match[3]),
  };
}

/**
 * A product code as people say it: 'In-store, interest free, 12 months (ISIF12)' or
 * 'Online, 9.9% APR, 12 months (ON-9.9-12)'; a code in another format is shown as it is, and a
 * missing one as N/A.
 */
export function productCodeLabel(code: string | null | undefined): string {
  if (!code) return 'N/A';
  const product = parseProductCode(code);
  if (!product) return code;
  const rate = product.aprPercent === null ? 'interest free' : `${product.aprPercent}% APR`;
  const term = `${product.months} ${product.months === 1 ? 'month' : 'months'}`;
  return `${product.channel}, ${rate}, ${term} (${product.code})`;
}
