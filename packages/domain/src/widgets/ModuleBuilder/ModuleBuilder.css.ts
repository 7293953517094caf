import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const muted = style({
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
});

export const itemRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  minWidth: 0,
});

export const itemMain = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['075'],
  overflowWrap: 'anywhere',
});

export const itemActions = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space['050'],
});

export const orderNumber = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.fg.muted,
});

export const itemName = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

export const conditionText = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
  // Comparison values can be long unbroken text.
  overflowWrap: 'anywhere',
});

/** A condition's one-line summary beside its number, wrapping within its row. */
export const conditionSummary = style([conditionText, { flex: '1 1 12rem', minWidth: 0 }]);

export const nested = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  marginTop: vars.space['100'],
  paddingLeft: vars.space['150'],
  borderLeft: `${vars.size.border} solid ${vars.color.border.default}`,
});

export const editorGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space['150'],
  marginTop: vars.space['100'],
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space['200'],
});

export const jsonInput = style({});

globalStyle(`${jsonInput} textarea`, {
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});
