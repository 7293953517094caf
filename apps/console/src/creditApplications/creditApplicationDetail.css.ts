import { style } from '@vanilla-extract/css';
import { mediaUpTo, vars } from '@backoffice/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['100'],
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const headingDetail = style({
  color: vars.color.fg.muted,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.lg,
});

/** Main area beside the right column; the column drops below on a narrow screen. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
  gap: vars.space['200'],
  alignItems: 'start',
  '@media': { [mediaUpTo('desktop')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

export const idImage = style({
  maxWidth: '100%',
  height: 'auto',
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
});
