import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { forcedColorsFrame } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: vars.size.tooltip,
  padding: `${vars.space['075']} ${vars.space['100']}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.neutral,
  color: vars.color.fg.onStrong,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
  '@media': { [forcedColors]: forcedColorsFrame },
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
  },
});
