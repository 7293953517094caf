import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, forcedColorsMarked } from '../../theme/global.css';
import { containerUpTo, forcedColors } from '../../theme/media';

/** The table's frame: columns hide by the frame's width, wherever the table sits on the page. */
const tableFrame = createContainer();

export const tableScroller = style({
  containerName: tableFrame,
  containerType: 'inline-size',
  overflow: 'auto',
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.bg.surface,
});

/** A phone's frame: cells keep half their side space, so that one more column fits. */
const phoneFrame = containerUpTo(tableFrame, 'mobile');

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
  '@container': { [phoneFrame]: { paddingInline: vars.space['075'] } },
  selectors: {
    '[data-density="compact"] &': { paddingBlock: vars.space['050'] },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.fg.default },
    '&[data-focus-visible]': focusRing,
  },
});

export const sortIndicator = style({ marginLeft: vars.space['050'], color: vars.color.fg.accent });

/** A read-only table's sort control: the header's whole text, pressed as the header itself. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  whiteSpace: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.fg.default },
    '&:focus-visible': focusRing,
    // The whole header cell (sticky, so positioned) is the button's to press, as in a grid.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

/** A read-only table's column of quick-view toggles, as wide as a grid's (44 px). */
export const toggleColumn = style({ width: '2.75rem' });

export const row = style({
  outline: 'none',
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-selected]': { backgroundColor: vars.color.bg.selected },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    // A read-only table's rows are plain markup, which react-aria does not mark as hovered.
    '(hover: hover)': {
      selectors: { 'tbody > &:not([data-rac]):hover': { backgroundColor: vars.color.bg.hover } },
    },
    [forcedColors]: {
      selectors: { '&[data-selected]:not([data-focus-visible])': forcedColorsMarked },
    },
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
  '@container': { [phoneFrame]: { paddingInline: vars.space['075'] } },
  selectors: {
    '&[data-focus-visible]': focusRing,
    [compactCells]: { paddingBlock: vars.space['050'] },
  },
});

/** A cell that names its row (a th): set as the other cells, not as a header. */
export const rowHeaderCell = style([cell, { fontWeight: 'inherit', textAlign: 'start' }]);

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
    '&[data-hovered], &:not([data-rac]):hover': { backgroundColor: vars.color.bg.hover },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing,
  },
});

export const bodyState = style({
  padding: vars.space['400'],
  textAlign: 'center',
  color: vars.color.fg.muted,
});

export const columnPriorityNames = ['high', 'medium', 'low'] as const;

/**
 * A narrow frame hides the least important columns first (docs/adr/0016): low ones in a frame
 * no wider than a tablet, medium ones in a phone's; high ones always stay. What is still too wide
 * scrolls inside the frame, never the page.
 */
export const columnPriority = styleVariants({
  high: {},
  medium: { '@container': { [phoneFrame]: { display: 'none' } } },
  low: { '@container': { [containerUpTo(tableFrame, 'tablet')]: { display: 'none' } } },
});
