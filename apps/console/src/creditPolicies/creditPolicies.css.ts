import { style } from '@vanilla-extract/css';
import { mediaUpTo, vars } from '@backoffice/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['150'],
});

export const toolbarEnd = style({ marginInlineStart: 'auto' });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const headingId = style({
  color: vars.color.fg.muted,
  fontWeight: vars.font.weight.regular,
});

/** The editor beside its sidebar (Delete Policy); the sidebar drops below on a narrow screen. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gap: vars.space['200'],
  alignItems: 'start',
  '@media': { [mediaUpTo('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
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
  gap: vars.space['100'],
  position: 'sticky',
  top: vars.space['200'],
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['150'] });

export const readOnlyField = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
});

export const readOnlyLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const jsonEditor = style({ fontFamily: vars.font.family.mono });

export const status = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });
