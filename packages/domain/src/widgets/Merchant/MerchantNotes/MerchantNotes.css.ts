import { style } from '@vanilla-extract/css';

// Notes are listed like the flags beside them.
export { item, list } from '../MerchantFlags/MerchantFlags.css';

/** Notes are free text: line breaks stay and long unbroken words wrap. */
export const text = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
