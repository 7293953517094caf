import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const fieldset = style({
  margin: 0,
  padding: vars.space['150'],
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.font.weight.bold,
  padding: `0 ${vars.space['050']}`,
});

export const problemList = style({
  margin: 0,
  paddingInlineStart: vars.space['200'],
  color: vars.color.fg.critical,
  fontSize: vars.font.size.sm,
});
