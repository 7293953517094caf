import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const checkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
});

export const checkItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['075'],
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const allClear = style({
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});
