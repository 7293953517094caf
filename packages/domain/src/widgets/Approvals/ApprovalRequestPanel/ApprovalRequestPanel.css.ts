import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const changeList = style({
  margin: 0,
  paddingInlineStart: vars.space['300'],
});

export const blocked = style({
  margin: 0,
  color: vars.color.fg.muted,
});
