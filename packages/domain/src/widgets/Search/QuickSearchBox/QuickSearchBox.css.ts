import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const field = style({
  flex: 1,
  minWidth: 0,
  maxWidth: '28rem',
  display: 'flex',
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space['100'],
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.default,
  font: 'inherit',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    },
  },
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  padding: `${vars.space['075']} ${vars.space['100']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.bg.hover },
  },
});

/** A long unbroken title wraps instead of pushing the id out of the list. */
export const optionTitle = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const optionId = style({ color: vars.color.fg.muted, fontVariantNumeric: 'tabular-nums' });

export const showAll = style([
  option,
  {
    justifyContent: 'center',
    borderTop: `${vars.size.border} solid ${vars.color.border.default}`,
    color: vars.color.fg.link,
    fontWeight: vars.font.weight.medium,
  },
]);

export const status = style({
  padding: `${vars.space['075']} ${vars.space['100']}`,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});
