import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const numberFieldGroup = style({
  paddingRight: vars.space['050'],
  gap: vars.space['025'],
});

export const numberFieldInput = style({
  fontVariantNumeric: 'tabular-nums',
});
