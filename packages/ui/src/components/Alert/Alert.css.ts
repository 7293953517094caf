import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { forcedColorsFrame } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const alertRecipe = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['150'],
    padding: `${vars.space['150']} ${vars.space['200']}`,
    borderRadius: vars.radius.md,
    borderLeft: `${vars.space['050']} solid`,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    animation: `${fadeIn} ${vars.motion.duration.fade} ${vars.motion.easing.standard}`,
    // The tinted fill disappears under forced colours; a full border keeps the message boxed.
    '@media': { [forcedColors]: forcedColorsFrame },
  },
  variants: {
    tone: {
      positive: {
        backgroundColor: vars.color.bg.positiveSubtle,
        borderColor: vars.color.border.positive,
      },
      critical: {
        backgroundColor: vars.color.bg.criticalSubtle,
        borderColor: vars.color.border.critical,
      },
      info: { backgroundColor: vars.color.bg.infoSubtle, borderColor: vars.color.border.info },
      caution: {
        backgroundColor: vars.color.bg.cautionSubtle,
        borderColor: vars.color.border.caution,
      },
      neutral: {
        backgroundColor: vars.color.bg.neutralSubtle,
        borderColor: vars.color.border.strong,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const alertBody = style({ flex: 1, minWidth: 0, color: vars.color.fg.default });
export const alertTitle = style({
  fontWeight: vars.font.weight.bold,
  marginBottom: vars.space['025'],
});
