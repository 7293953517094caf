import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const rateCardList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
});
