import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['075'],
  cursor: 'default',
});

export const checkboxBox = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.onAccent,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      backgroundColor: vars.color.bg.accent,
      borderColor: vars.color.bg.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.border,
    },
  },
});

export const alert = style({
  padding: vars.space['100'],
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border.critical}`,
  backgroundColor: vars.color.bg.criticalSubtle,
  color: vars.color.fg.critical,
});

export const success = style({
  padding: vars.space['100'],
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border.positive}`,
  backgroundColor: vars.color.bg.positiveSubtle,
  color: vars.color.fg.default,
});

export const notice = style({
  padding: vars.space['100'],
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border.info}`,
  backgroundColor: vars.color.bg.infoSubtle,
  color: vars.color.fg.default,
});
