import { style } from '@vanilla-extract/css';

/** The page's region: wide tables inside it scroll instead of widening the shell's column. */
export const page = style({ minWidth: 0 });

/** A long title takes the row and wraps; the actions keep their size beside it. */
export const pageHeaderTitle = style({ flex: '1 1 auto', minWidth: 0 });
