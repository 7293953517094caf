import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlayRegion = style({ position: 'relative', minHeight: vars.size.controlLg });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: `color-mix(in srgb, ${vars.color.bg.surface} 70%, transparent)`,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.duration.fade} ${vars.motion.easing.standard}`,
});
