import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@backoffice/ui/theme';

/** The palette sits near the top, as palettes do, so the list grows downwards as results come. */
export const paletteModal = style({
  alignSelf: 'flex-start',
  marginBlockStart: '10vh',
  width: 'min(40rem, 100%)',
  maxHeight: '80vh',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

export const palette = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const paletteField = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  padding: `${vars.space['100']} ${vars.space['150']}`,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.default}`,
});

export const paletteInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlLg,
  border: 'none',
  background: 'none',
  color: vars.color.fg.default,
  font: 'inherit',
  fontSize: vars.font.size.lg,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.fg.subtle },
  },
});

export const paletteScroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const paletteList = style({
  padding: vars.space['075'],
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const paletteSection = style({
  selectors: {
    '& + &': { marginBlockStart: vars.space['075'] },
  },
});

export const paletteSectionHeader = style({
  padding: `${vars.space['075']} ${vars.space['100']} ${vars.space['050']}`,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
});

export const paletteOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['150'],
  padding: `${vars.space['075']} ${vars.space['100']}`,
  borderRadius: vars.radius.md,
  color: vars.color.fg.default,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-focused]': { backgroundColor: vars.color.bg.selected },
    '&[data-focus-visible]': focusRing,
  },
});

export const paletteOptionText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['100'],
  overflowWrap: 'anywhere',
});

export const paletteOptionDetail = style({
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});

export const paletteEmpty = style({
  padding: vars.space['200'],
  color: vars.color.fg.muted,
  textAlign: 'center',
});

export const paletteStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  padding: `${vars.space['075']} ${vars.space['150']}`,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const paletteFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['200'],
  padding: `${vars.space['075']} ${vars.space['150']}`,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.sunken,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.xs,
});

export const paletteFooterHint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['050'],
});
