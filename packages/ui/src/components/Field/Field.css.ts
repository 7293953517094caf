import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';

/** The vertical stack every field uses: label, control, description, error. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  minWidth: 0,
  maxWidth: '100%',
});

export const fieldLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.fg.default,
  overflowWrap: 'anywhere',
});

export const fieldRequiredMark = style({
  color: vars.color.fg.critical,
  marginLeft: vars.space['025'],
});

export const fieldDescription = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
  overflowWrap: 'anywhere',
});

export const fieldError = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.critical,
  overflowWrap: 'anywhere',
});

/**
 * The look of a text-like control (input, textarea, select trigger, group of input and buttons).
 * States come from the data attributes react-aria sets on the element or its group.
 */
export const fieldControl = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space['100']}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.default,
  backgroundColor: vars.color.bg.surface,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.fg.subtle, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.fg.muted },
    '&[data-focus-visible], &[data-focus-within], &:is(input, textarea)[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    // :disabled for the browser's own controls (NativeSelect), which have no data attributes.
    '&[data-disabled], &:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.bg.sunken,
      color: vars.color.fg.muted,
      borderColor: vars.color.border.default,
    },
    '&[readonly], &[data-readonly]': {
      backgroundColor: vars.color.bg.sunken,
      borderColor: vars.color.border.default,
    },
  },
});

/** An input that sits inside a `fieldControl` group beside buttons, so the group draws the frame. */
export const fieldGroupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textOverflow: 'ellipsis',
  selectors: {
    '&::placeholder': { color: vars.color.fg.subtle, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Icons drawn in the text colour at the theme's icon size. */
export const fieldIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** A small square button inside a field's frame (stepper, show password, open list). */
export const fieldIconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  alignSelf: 'center',
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  margin: `0 calc(${vars.space['050']} * -1) 0 0`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.fg.muted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover, color: vars.color.fg.default },
    '&[data-pressed]': { backgroundColor: vars.color.bg.sunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** The label-beside-control layout of checkboxes, radios and switches. */
export const choiceControlRoot = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['100'],
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.default,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.fg.muted },
    '&[data-readonly]': { cursor: 'default' },
  },
});
