import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['150'],
  marginBottom: vars.space['200'],
});

export const headerActions = style({
  marginInlineStart: 'auto',
  display: 'flex',
  gap: vars.space['100'],
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
});
