import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const resultList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['100'],
});

export const resultId = style({ color: vars.color.fg.muted, fontVariantNumeric: 'tabular-nums' });
