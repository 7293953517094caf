import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A date and time, or an id, reads as one piece. */
export const noWrap = style({ whiteSpace: 'nowrap' });

export const flagged = style({ color: vars.color.fg.critical, display: 'inline-flex' });
export const notFlagged = style({ color: vars.color.fg.subtle, display: 'inline-flex' });

/** In the shell's flex layout, the report may narrow below its table's width and scroll it. */
export const page = style({ minWidth: 0 });
