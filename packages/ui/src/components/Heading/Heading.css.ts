import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({ lineHeight: vars.font.lineHeight.tight });
