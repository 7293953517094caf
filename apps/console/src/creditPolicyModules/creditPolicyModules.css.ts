import { style } from '@vanilla-extract/css';
import { mediaUpTo, vars } from '@backoffice/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['150'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(14rem, 18rem)',
  gap: vars.space['300'],
  alignItems: 'start',
  '@media': {
    [mediaUpTo('desktop')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
});

export const summaryList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['075']} ${vars.space['200']}`,
  margin: 0,
});

export const summaryTerm = style({
  color: vars.color.fg.muted,
  fontWeight: vars.font.weight.medium,
});

export const summaryValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const viewLink = style({ color: vars.color.fg.link });
