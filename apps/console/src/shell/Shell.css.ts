import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, mediaAbove, mediaUpTo, vars } from '@backoffice/ui/theme';

/** Up to a tablet's width the side navigation leaves the page's side for a drawer. */
const narrow = mediaUpTo('tablet');

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
  // The page's own row is at least a screen high, so the footer starts below the first screen:
  // content arriving after the first paint never pushes it down (a layout shift Lighthouse
  // counted on the list and the detail).
  gridTemplateRows: 'auto minmax(100vh, 1fr) auto',
  gridTemplateAreas: '"side top" "side main" "side foot"',
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"top" "main" "foot"',
    },
    // On paper the page is all there is: no navigation, top bar or footer around it.
    print: { display: 'block', minHeight: 0 },
  },
});

/** Parts of the frame that have no place on paper. */
const notPrinted = { '@media': { print: { display: 'none' } } } as const;

/** The navigation's column, beside the page or inside the narrow screen's drawer. */
export const drawerNavigation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  padding: vars.space['150'],
  backgroundColor: vars.color.bg.surface,
});

export const sidebar = style([
  drawerNavigation,
  {
    gridArea: 'side',
    borderInlineEnd: `${vars.size.border} solid ${vars.color.border.default}`,
    '@media': { [narrow]: { display: 'none' }, print: { display: 'none' } },
  },
]);

/** Opens the drawer; only a narrow screen needs it. */
export const menuButton = style({
  '@media': { [mediaAbove('tablet')]: { display: 'none' } },
});

export const sidebarLogo = style({
  display: 'block',
  paddingBlock: vars.space['050'],
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    },
  },
});

// The height is set, not only bounded, so that the navigation below keeps its place while the
// logo loads (no layout shift); a logo of another shape is fitted inside it.
export const logoImage = style({
  display: 'block',
  height: vars.space['500'],
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
});

export const navSection = style({ display: 'flex', flexDirection: 'column' });

export const navSectionHeading = style({ margin: 0, fontSize: vars.font.size.sm });

export const navSectionTrigger = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: vars.space['075'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.fg.muted,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  textTransform: 'uppercase',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.bg.hover },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    },
  },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space['075']} ${vars.space['100']}`,
  borderRadius: vars.radius.md,
  color: vars.color.fg.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.bg.hover },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.bg.selected,
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
    },
  },
});

export const topBar = style({
  gridArea: 'top',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['150'],
  padding: `${vars.space['100']} ${vars.space['200']}`,
  backgroundColor: vars.color.bg.surface,
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border.default}`,
  '@media': {
    [narrow]: { flexWrap: 'wrap', gap: vars.space['100'], paddingInline: vars.space['100'] },
    print: { display: 'none' },
  },
});

/** A phone has no keyboard shortcuts to show. */
export const shortcutKeys = style({ '@media': { [narrow]: { display: 'none' } } });

/** Holds the quick search so that '/' can focus its box; it takes the search field's place. */
export const quickSearchSlot = style({
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: '28rem',
  display: 'flex',
  // A narrow top bar gives the search a row of its own under the buttons.
  '@media': { [narrow]: { order: 1, flexBasis: '100%', maxWidth: 'none' } },
});

export const topBarEnd = style({
  marginInlineStart: 'auto',
  // The quick search gives way first, so that no button's label or shortcut hint wraps.
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  whiteSpace: 'nowrap',
  // Beside the Menu button on a narrow screen, its buttons wrap onto a second line.
  '@media': {
    [narrow]: { flex: '1 1 0', minWidth: 0, flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0 },
  },
});

/** Off screen until a keyboard user reaches it first on the page. */
export const skipLink = style({
  ...notPrinted,
  position: 'absolute',
  insetBlockStart: vars.space['100'],
  insetInlineStart: vars.space['100'],
  zIndex: vars.zIndex.tooltip,
  padding: vars.space['100'],
  borderRadius: vars.radius.sm,
  background: vars.color.bg.surface,
  color: vars.color.fg.accent,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});

export const main = style({
  gridArea: 'main',
  // The skip link's target takes focus only to move the reading position; it is not a control.
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  padding: vars.space['200'],
  minWidth: 0,
  '@media': { [mediaUpTo('mobile')]: { padding: vars.space['100'] }, print: { padding: 0 } },
});

// The breadcrumbs are navigation too.
globalStyle(`${main} > nav`, notPrinted);

export const footer = style({
  ...notPrinted,
  gridArea: 'foot',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['150'],
  padding: `${vars.space['100']} ${vars.space['200']}`,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border.default}`,
});

/** A top bar link reads like the top bar's tertiary buttons beside it. */
export const topBarLink = style({
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  paddingInline: vars.space['200'],
});
