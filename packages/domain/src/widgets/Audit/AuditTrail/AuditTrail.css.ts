import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

/** A ghost session's staff member, under the user it acted as. */
export const ghostNote = style({ display: 'block', color: vars.color.fg.muted });
