import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['150'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const viewLink = style({ color: vars.color.fg.link });
