import { vars } from '@backoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Parts of a report that only make sense on screen: filters, chooser, pages, expanders. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** The printout of a report: on paper only. */
export const printOnly = style({
  display: 'none',
  '@media': { print: { display: 'flex', flexDirection: 'column', gap: vars.space['100'] } },
});

export const filtersRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['200'],
});

export const filtersActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['100'],
  marginInlineStart: 'auto',
});

/** An option of a list filter with its "only" button beside it. */
export const filterOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['025'],
});

/** The closed panel's statement of the applied filters takes the room the buttons leave. */
export const filtersSummaryText = style({ flex: '1 1 20rem', minWidth: 0 });

export const reportTable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  minWidth: 0,
});

export const reportToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['150'],
});

export const summaryLine = style({
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});

/** Takes the width of the count that is loading, and shows nothing. */
export const reservedSummary = style({ visibility: 'hidden' });

export const columnChooser = style({ minWidth: 0, flex: '1 1 auto' });

// Printing shows every row and column of the page at full width, without scrolling areas,
// sticky headers or quick-view toggles.
globalStyle(`${reportTable} *`, {
  '@media': { print: { overflow: 'visible', position: 'static' } },
});
globalStyle(`${reportTable} tr`, {
  '@media': { print: { breakInside: 'avoid' } },
});
globalStyle(`${reportTable} button[aria-expanded]`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${reportTable} a`, {
  '@media': { print: { color: vars.color.fg.default, textDecoration: 'none' } },
});
