import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** A reason stays readable in the row: a long one wraps, an unbroken one breaks. */
export const reason = style({
  overflowWrap: 'anywhere',
  maxInlineSize: vars.size.dialog.md,
});
