import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { forcedColorsFrame } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['200'],
  backgroundColor: vars.color.bg.backdrop,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.fade} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.duration.fade} ${vars.motion.easing.standard}`,
    },
  },
});

export const modalSizeNames = ['sm', 'md', 'lg'] as const;

/** A modal is as wide as its size token, or the viewport less the overlay's padding. */
export const modalSize = styleVariants(vars.size.dialog, (width) => ({
  width: `min(${width}, 100%)`,
}));

export const modal = style({
  maxHeight: '100%',
  overflow: 'auto',
  backgroundColor: vars.color.bg.raised,
  color: vars.color.fg.default,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': { [forcedColors]: forcedColorsFrame },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  padding: vars.space['300'],
  outline: 'none',
  overflowWrap: 'anywhere',
});

export const dialogTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['100'],
});

export const working = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.space['800'],
});
