import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const rateCardReport = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
});

export const dates = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
