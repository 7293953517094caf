import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const takeNext = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['200'],
});
