import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The embedded PDF: the dialog's width, tall enough to read a page. */
export const preview = style({
  inlineSize: '100%',
  blockSize: `calc(${vars.space['800']} * 6)`,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
});
