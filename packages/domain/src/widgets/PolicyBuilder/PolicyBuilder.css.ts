import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@backoffice/ui/theme';

export const muted = style({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const stageHeader = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['150'],
});

/** A stage's label takes the room left in its header row. */
export const stageLabel = style({ flexGrow: 1, minWidth: 0 });

export const moduleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  padding: `${vars.space['050']} ${vars.space['100']}`,
  backgroundColor: vars.color.bg.sunken,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});

export const moduleName = style({ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const modulePicker = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['100'],
});

export const findings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['075'],
});

export const finding = style({
  display: 'flex',
  gap: vars.space['100'],
  alignItems: 'baseline',
  flexWrap: 'wrap',
  overflowWrap: 'anywhere',
});

export const changeList = style({
  margin: 0,
  paddingInlineStart: vars.space['250'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  overflowWrap: 'anywhere',
});

export const summaryLine = style({ margin: 0, fontSize: vars.font.size.sm });

export const stageGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['075'],
});

export const traceRule = style({
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  padding: vars.space['075'],
  minWidth: 0,
});

export const traceSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});

export const tracePath = style({
  listStyle: 'none',
  margin: `${vars.space['075']} 0 0`,
  paddingInlineStart: vars.space['200'],
  borderInlineStart: `${vars.size.border} solid ${vars.color.border.strong}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** The values a fired rule read, under its path. */
export const traceValues = style({ marginTop: vars.space['075'] });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
});
