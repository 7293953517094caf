import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const count = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});
