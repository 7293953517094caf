import { style } from '@vanilla-extract/css';

/** A person's name or address wraps inside its cell rather than widening the table. */
export const wrapping = style({ overflowWrap: 'anywhere' });
