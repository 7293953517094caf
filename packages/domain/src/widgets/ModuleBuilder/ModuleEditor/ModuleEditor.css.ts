import { style } from '@vanilla-extract/css';
import { mediaUpTo, vars } from '@backoffice/ui/theme';

/** The editor beside its actions; the actions move under it on narrower screens. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${vars.size.sidebar}`,
  gap: vars.space['300'],
  alignItems: 'start',
  '@media': {
    [mediaUpTo('desktop')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const heading = style({ overflowWrap: 'anywhere' });
