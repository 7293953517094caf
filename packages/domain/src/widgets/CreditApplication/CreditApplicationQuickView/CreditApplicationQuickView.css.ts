import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const quickView = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space['300'],
  alignItems: 'start',
});

export const historyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const historyItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['100'],
});

export const quickViewActions = style({ gridColumn: '1 / -1' });
