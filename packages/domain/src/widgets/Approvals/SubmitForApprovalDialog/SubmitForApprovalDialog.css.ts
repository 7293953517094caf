import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const explanation = style({
  margin: 0,
  color: vars.color.fg.muted,
});
