import { style } from '@vanilla-extract/css';

/** The age and its words stay on one line, so a column of badges reads down evenly. */
export const ageBadge = style({ whiteSpace: 'nowrap' });
