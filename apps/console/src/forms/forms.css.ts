import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

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
