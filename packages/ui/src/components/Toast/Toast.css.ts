import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { forcedColorsFrame } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';

export const toastRegion = style({
  position: 'fixed',
  bottom: vars.space['300'],
  right: vars.space['300'],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  width: `min(${vars.size.toast}, calc(100vw - ${vars.space['400']}))`,
  outline: 'none',
});

export const toast = style({
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  backgroundColor: vars.color.bg.raised,
  '@media': { [forcedColors]: forcedColorsFrame },
});
