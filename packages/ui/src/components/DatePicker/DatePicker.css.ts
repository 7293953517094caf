import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dropdownSurface, focusRing, forcedColorsSelected } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';

export const dateGroup = style({ gap: vars.space['050'], paddingRight: 0 });

export const dateInput = style({
  display: 'flex',
  flex: 'none',
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const dateSegment = style({
  padding: `0 ${vars.space['025']}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.fg.subtle },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { backgroundColor: vars.color.bg.accent, color: vars.color.fg.onAccent },
  },
  '@media': { [forcedColors]: { selectors: { '&[data-focused]': forcedColorsSelected } } },
});

export const calendarButton = style({
  alignSelf: 'stretch',
  marginLeft: 'auto',
  padding: `0 ${vars.space['100']}`,
  border: 'none',
  borderLeft: `${vars.size.border} solid ${vars.color.border.default}`,
  background: 'none',
  color: vars.color.fg.muted,
  cursor: 'pointer',
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-focus-visible]': focusRing,
  },
});

export const popover = style({
  padding: vars.space['150'],
  ...dropdownSurface,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  marginBottom: vars.space['100'],
});

export const calendarHeading = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const calendarGrid = style({ borderCollapse: 'collapse' });

export const calendarHeaderCell = style({
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
  fontWeight: vars.font.weight.medium,
  padding: vars.space['050'],
});

export const calendarCell = style({
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-selected]': { backgroundColor: vars.color.bg.selected, color: vars.color.fg.default },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.bg.accent,
      color: vars.color.fg.onAccent,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.fg.subtle,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
  '@media': {
    [forcedColors]: {
      selectors: {
        '&[data-selected], &[data-selection-start], &[data-selection-end]': forcedColorsSelected,
        '&[data-disabled], &[data-unavailable]': { color: 'GrayText' },
      },
    },
  },
});

export const shortcuts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['050'],
  marginTop: vars.space['150'],
});
