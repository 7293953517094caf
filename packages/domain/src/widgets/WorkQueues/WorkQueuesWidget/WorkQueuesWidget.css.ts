import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const queueList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['150'],
});

export const queueLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['200'],
  rowGap: vars.space['050'],
});

export const queueCounts = style({ color: vars.color.fg.muted });
