import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const watchListReport = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
});

/** The enabled list's row reads in bold (merchants.md "Watch list"). */
export const enabledRow = style({ fontWeight: vars.font.weight.bold });

export const timestamp = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
