import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui/theme';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['150'],
  marginBottom: vars.space['200'],
});

export const headerActions = style({
  marginInlineStart: 'auto',
  display: 'flex',
  gap: vars.space['100'],
});

export const board = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['200'],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const dragging = style({ opacity: 0.6 });

export const handle = style({
  cursor: 'grab',
  touchAction: 'none',
  background: 'none',
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  color: vars.color.fg.muted,
  padding: `0 ${vars.space['075']}`,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.border.focus}` },
  },
});

export const announcementList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
});

export const announcementTitle = style({ fontWeight: vars.font.weight.bold });

export const muted = style({ color: vars.color.fg.muted, fontSize: vars.font.size.sm });
