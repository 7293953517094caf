import { style } from '@vanilla-extract/css';
import { mediaUpTo, vars } from '@backoffice/ui/theme';

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['100'],
  overflowWrap: 'anywhere',
});

/** The main column beside the actions and history; the latter drops below on a narrow screen. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
  gap: vars.space['200'],
  alignItems: 'start',
  '@media': { [mediaUpTo('desktop')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({ minWidth: 0 });

export const idImage = style({
  maxWidth: '100%',
  height: 'auto',
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
});
