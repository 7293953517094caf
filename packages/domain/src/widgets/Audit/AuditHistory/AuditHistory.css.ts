import { style } from '@vanilla-extract/css';

/** The History tab's table takes the tab's width, as the other tabs' tables do. */
export const historyTable = style({ inlineSize: '100%' });
