import { style } from '@vanilla-extract/css';

/** New Credit Policy sits at the end of the filters' row. */
export const toolbarEnd = style({ marginInlineStart: 'auto' });

/** In the shell's flex layout, the list may narrow below its table's width. */
export const page = style({ minWidth: 0 });
