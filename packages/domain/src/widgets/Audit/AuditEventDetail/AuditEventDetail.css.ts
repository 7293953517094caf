import { style } from '@vanilla-extract/css';

/** A long value (an address, a list of ids) wraps inside its cell rather than widening the row. */
export const detailValue = style({ overflowWrap: 'anywhere' });
