import { createContainer, style } from '@vanilla-extract/css';
import { containerUpTo, vars } from '@backoffice/ui/theme';

const boardContainer = createContainer('widget-board');

/** The board measures its own width, so it stacks in a narrow container as on a narrow screen. */
export const boardRoot = style({ containerName: boardContainer, containerType: 'inline-size' });

export const board = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['200'],
  alignItems: 'start',
  '@container': {
    // platform-shell.md section 9: the two columns stack at 768 px.
    [containerUpTo(boardContainer, 'tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const column = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  // An empty column keeps a place to drop a widget into.
  minHeight: vars.space['800'],
});

export const columnPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.space['800'],
  padding: vars.space['150'],
  border: `${vars.size.border} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const item = style({
  position: 'relative',
  minWidth: 0,
  selectors: {
    '&[data-dragging]': { zIndex: vars.zIndex.dropdown, opacity: 0.7 },
  },
});

export const itemActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['075'],
});

export const titleIcon = style({ marginInlineEnd: vars.space['075'] });

/** A widget's list of entries, one under another. */
export const widgetList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
});

export const announcement = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  minWidth: 0,
  paddingBottom: vars.space['150'],
  borderBottom: `${vars.size.border} solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 'none' } },
});

export const announcementTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const announcementContent = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const announcementTime = style({ color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const detailsForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
});
