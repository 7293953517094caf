import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const fileName = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
});

export const facts = style({
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});
