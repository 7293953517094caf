import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const comboBoxGroup = style({
  paddingRight: vars.space['050'],
  gap: vars.space['050'],
});
