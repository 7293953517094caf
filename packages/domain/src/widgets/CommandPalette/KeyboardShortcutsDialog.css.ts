import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const shortcutGroups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
});

export const shortcutGroupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space['075'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.muted,
  textTransform: 'uppercase',
});

export const shortcutTable = style({
  width: '100%',
  borderCollapse: 'collapse',
});

export const shortcutRow = style({
  borderBlockStart: `${vars.size.border} solid ${vars.color.border.default}`,
});

export const shortcutDescription = style({
  paddingBlock: vars.space['075'],
  paddingInlineEnd: vars.space['150'],
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
});

export const shortcutKeysCell = style({
  paddingBlock: vars.space['075'],
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const shortcutKeys = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['050'],
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});

export const shortcutKey = style({
  minWidth: vars.space['250'],
  paddingInline: vars.space['050'],
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderBlockEndWidth: vars.space['025'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.sunken,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
});
