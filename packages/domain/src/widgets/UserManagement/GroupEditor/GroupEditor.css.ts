import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A name is short: the field need not span the page. */
export const nameField = style({ maxWidth: `calc(${vars.space['800']} * 8)` });

/** A long group name without spaces wraps rather than widening the page. */
export const heading = style({ overflowWrap: 'anywhere' });

/** The form keeps to a readable width on wide screens. */
export const editor = style({ maxWidth: vars.size.contentMax });
