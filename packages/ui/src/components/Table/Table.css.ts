import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/global.css';

export const tableScroller = style({
  overflow: 'auto',
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  padding: `${vars.space['100']} ${vars.space['150']}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.muted,
  backgroundColor: vars.color.bg.sunken,
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '[data-density="compact"] &': { paddingBlock: vars.space['050'] },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.fg.default },
    '&[data-focus-visible]': focusRing,
  },
});

export const sortIndicator = style({ marginLeft: vars.space['050'], color: vars.color.fg.accent });

export const row = style({
  outline: 'none',
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-selected]': { backgroundColor: vars.color.bg.selected },
    '&[data-focus-visible]': focusRing,
  },
});

export const tableDensityNames = ['regular', 'compact'] as const;

/** A compact table halves the cells' space above and below, so that more rows fit a screen. */
const compactCells = '[data-density="compact"] &';

export const cell = style({
  padding: `${vars.space['100']} ${vars.space['150']}`,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    [compactCells]: { paddingBlock: vars.space['050'] },
  },
});

export const detailCell = style({
  padding: vars.space['200'],
  backgroundColor: vars.color.bg.sunken,
});

export const expandButton = style({
  border: 'none',
  background: 'none',
  color: vars.color.fg.muted,
  cursor: 'pointer',
  padding: vars.space['050'],
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-focus-visible]': focusRing,
  },
});

export const bodyState = style({
  padding: vars.space['400'],
  textAlign: 'center',
  color: vars.color.fg.muted,
});
