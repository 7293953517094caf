import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const money = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const negative = style({ color: vars.color.fg.critical });
