import { style } from '@vanilla-extract/css';
import { mediaUpTo, vars } from '@backoffice/ui/theme';

/** The main column beside the right one; the right column drops below on a narrow screen. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) minmax(${vars.size.columnMin}, ${vars.size.dialog.sm})`,
  gap: vars.space['200'],
  alignItems: 'start',
  '@media': { [mediaUpTo('desktop')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const headingDetail = style({
  color: vars.color.fg.muted,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.lg,
});

/** The heading's parts on one line, wrapping when narrow (an h1 may not hold a layout div). */
export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['100'],
  overflowWrap: 'anywhere',
});
