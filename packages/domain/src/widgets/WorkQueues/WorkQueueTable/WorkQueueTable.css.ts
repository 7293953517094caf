import { style } from '@vanilla-extract/css';

/** A long name wraps inside its cell rather than widening the table. */
export const holderCell = style({ overflowWrap: 'anywhere' });
