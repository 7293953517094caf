import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const savedViews = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
  minWidth: 0,
});

export const outcome = style({
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const saveForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
});

export const modifiedMark = style({
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});
