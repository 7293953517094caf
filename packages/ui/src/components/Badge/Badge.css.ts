import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { forcedColorsFrame } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';
import { toneNames } from '../../theme/tone';
export const badgeVariantNames = ['subtle', 'strong', 'count'] as const;

const subtle = {
  positive: [vars.color.bg.positiveSubtle, vars.color.fg.positive],
  caution: [vars.color.bg.cautionSubtle, vars.color.fg.caution],
  critical: [vars.color.bg.criticalSubtle, vars.color.fg.critical],
  info: [vars.color.bg.infoSubtle, vars.color.fg.info],
  neutral: [vars.color.bg.neutralSubtle, vars.color.fg.neutral],
} as const;

const strong = {
  positive: vars.color.bg.positive,
  caution: vars.color.bg.caution,
  critical: vars.color.bg.critical,
  info: vars.color.bg.info,
  neutral: vars.color.bg.neutral,
} as const;

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['050'],
  maxWidth: '100%',
  padding: `${vars.space['025']} ${vars.space['100']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  // Forced colours drop the tinted fill, which is all that sets a badge apart from the text
  // around it: an outline in the text colour keeps it a badge.
  '@media': { [forcedColors]: forcedColorsFrame },
});

export const badgeRecipe = recipe({
  base: badgeBase,
  variants: {
    tone: { positive: {}, caution: {}, critical: {}, info: {}, neutral: {} },
    variant: {
      subtle: {},
      strong: { color: vars.color.fg.onStrong },
      count: {
        minWidth: vars.space['250'],
        justifyContent: 'center',
        borderRadius: vars.radius.full,
        padding: `0 ${vars.space['075']}`,
        textTransform: 'none',
        fontVariantNumeric: 'tabular-nums',
      },
    },
  },
  compoundVariants: toneNames.flatMap((tone) => [
    {
      variants: { tone, variant: 'subtle' as const },
      style: { backgroundColor: subtle[tone][0], color: subtle[tone][1] },
    },
    {
      variants: { tone, variant: 'count' as const },
      style: { backgroundColor: subtle[tone][0], color: subtle[tone][1] },
    },
    { variants: { tone, variant: 'strong' as const }, style: { backgroundColor: strong[tone] } },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'subtle' },
});
