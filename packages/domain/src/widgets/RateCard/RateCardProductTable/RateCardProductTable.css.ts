import { vars } from '@backoffice/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** The table scrolls inside its own area (a card holds up to 10,000 rows, see the widget). */
export const scroller = style({
  overflow: 'auto',
  minWidth: 0,
  maxBlockSize: '70vh',
  // Keeps a focused cell clear of the sticky header when focus scrolls it into view.
  scrollPaddingBlockStart: vars.space['500'],
});

export const head = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.bg.surface,
});

export const spacerRow = style({ border: 'none' });

export const spacerCell = style({ padding: 0, border: 'none' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const headerCell = style({
  textAlign: 'start',
  padding: vars.space['075'],
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.strong}`,
  color: vars.color.fg.muted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space['075'],
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.default}`,
  verticalAlign: 'top',
  textAlign: 'start',
  fontWeight: 'inherit',
  outline: 'none',
  selectors: {
    '&:focus-visible, &[data-active="true"]:focus-within': {
      boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.border.focus}`,
    },
  },
});

export const numericCell = style({
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const invalidCell = style({
  boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.border.critical}`,
});

export const cellError = style({
  display: 'block',
  color: vars.color.fg.critical,
  fontSize: vars.font.size.xs,
  whiteSpace: 'normal',
  textAlign: 'start',
});

export const cellInput = style({
  width: '100%',
  minWidth: vars.space['800'],
  font: 'inherit',
  textAlign: 'end',
  padding: vars.space['025'],
  border: `${vars.size.border} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.default,
});

/** Row tints by status; the status is also written in the row, so colour is never the only cue. */
export const rowStatus = styleVariants({
  unchanged: {},
  added: { backgroundColor: vars.color.bg.positiveSubtle },
  modified: { backgroundColor: vars.color.bg.cautionSubtle },
  deleted: { backgroundColor: vars.color.bg.criticalSubtle, color: vars.color.fg.muted },
});

export const deletedValue = style({ textDecoration: 'line-through' });
