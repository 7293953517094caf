import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const muted = style({ margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
});

export const listItem = style({
  padding: vars.space['100'],
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['075'],
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space['150'],
  alignItems: 'start',
});

export const noteText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const noteMeta = style({
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.xs,
});
