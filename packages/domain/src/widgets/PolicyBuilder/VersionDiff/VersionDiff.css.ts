import { vars } from '@backoffice/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const diffScroller = style({
  overflow: 'auto',
  maxHeight: `calc(${vars.space['800']} * 10)`,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
});

export const diffTable = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
});

export const diffNumber = style({
  width: '5ch',
  padding: `0 ${vars.space['075']}`,
  color: vars.color.fg.muted,
  textAlign: 'end',
  verticalAlign: 'top',
  userSelect: 'none',
});

export const diffText = style({
  padding: `0 ${vars.space['075']}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  verticalAlign: 'top',
});

export const diffTone = styleVariants({
  same: {},
  removed: { backgroundColor: vars.color.bg.criticalSubtle, color: vars.color.fg.default },
  added: { backgroundColor: vars.color.bg.positiveSubtle, color: vars.color.fg.default },
  empty: { backgroundColor: vars.color.bg.sunken },
});
