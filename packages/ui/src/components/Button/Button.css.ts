import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';
import type { Tone } from '../../theme/tone';

/** Visual weight: one primary action per view, secondary beside it, tertiary for the rest. */
export const buttonVariantNames = ['primary', 'secondary', 'tertiary'] as const;
/** What the action means: neutral (the interface's accent) or critical (destroys or refuses). */
export const buttonToneNames = ['neutral', 'critical'] as const satisfies readonly Tone[];
export const buttonSizeNames = ['sm', 'md', 'lg'] as const;

const notDisabled = ':not([data-disabled])';

export const buttonRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['100'],
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid transparent`,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    position: 'relative',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      // System colours replace fills: a border keeps every button's shape, GrayText marks the
      // disabled ones (opacity alone does not show) and Highlight the focused one.
      [forcedColors]: {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText', opacity: 1 },
          '&[data-focus-visible]': { outlineColor: 'Highlight' },
        },
      },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.bg.accent,
        color: vars.color.fg.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.bg.accentHover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.bg.accentPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.bg.surface,
        color: vars.color.fg.default,
        borderColor: vars.color.border.strong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.bg.hover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.bg.sunken },
        },
      },
      tertiary: {
        backgroundColor: 'transparent',
        color: vars.color.fg.link,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.bg.hover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.bg.sunken },
        },
      },
    },
    tone: { neutral: {}, critical: {} },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        padding: `0 ${vars.space['100']}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        padding: `0 ${vars.space['200']}`,
        fontSize: vars.font.size.sm,
      },
      lg: {
        minHeight: vars.size.controlLg,
        padding: `0 ${vars.space['300']}`,
        fontSize: vars.font.size.md,
      },
    },
    isIconOnly: {
      true: { paddingLeft: 0, paddingRight: 0, aspectRatio: '1' },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'primary', tone: 'critical' },
      style: {
        backgroundColor: vars.color.bg.critical,
        color: vars.color.fg.onStrong,
        selectors: {
          [`&[data-hovered]${notDisabled}`]: {
            backgroundColor: vars.color.bg.critical,
            filter: 'brightness(0.92)',
          },
          [`&[data-pressed]${notDisabled}`]: {
            backgroundColor: vars.color.bg.critical,
            filter: 'brightness(0.84)',
          },
        },
      },
    },
    {
      variants: { variant: 'secondary', tone: 'critical' },
      style: { color: vars.color.fg.critical, borderColor: vars.color.border.critical },
    },
    {
      variants: { variant: 'tertiary', tone: 'critical' },
      style: { color: vars.color.fg.critical },
    },
  ],
  defaultVariants: { variant: 'secondary', tone: 'neutral', size: 'md', isIconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof buttonRecipe>>;

/**
 * Keeps the label's width while the spinner shows, so the button does not jump; transparent
 * rather than hidden, so the label still names the button.
 */
export const pendingLabel = style({ opacity: 0 });
export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
