import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dropdownSurface, focusRing, forcedColorsSelected } from '../../theme/global.css';
import { forcedColors } from '../../theme/media';

export const selectTrigger = style({
  justifyContent: 'space-between',
  gap: vars.space['100'],
  paddingRight: vars.space['075'],
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&[data-pressed]': { backgroundColor: vars.color.bg.hover },
  },
});

export const selectValue = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.fg.subtle },
  },
});

/** The floating list of a Select or ComboBox, as wide as its trigger. */
export const listPopover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: `min(${vars.size.contentMax}, calc(100vw - ${vars.space['400']}))`,
  overflow: 'auto',
  ...dropdownSurface,
  selectors: {
    '&[data-entering]': { animation: 'none' },
  },
});

export const listBox = style({
  padding: vars.space['050'],
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  padding: `${vars.space['075']} ${vars.space['100']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.bg.hover },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.fg.subtle },
  },
  '@media': {
    [forcedColors]: {
      selectors: {
        '&[data-focused]': forcedColorsSelected,
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const listItemLabel = style({ flex: 1, minWidth: 0 });

/** Keeps the check mark's place so labels line up whether selected or not. */
export const listItemCheck = style({
  display: 'inline-flex',
  width: vars.size.icon,
  flexShrink: 0,
  color: vars.color.fg.accent,
});

export const listEmptyState = style({
  padding: `${vars.space['100']} ${vars.space['150']}`,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});
