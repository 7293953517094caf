import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Applied by ThemeProvider to its root: base type and colours for everything inside. */
export const themeRoot = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.default,
  backgroundColor: vars.color.bg.canvas,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`${themeRoot} :where(h1, h2, h3, h4, h5, h6, p)`, { margin: 0 });

globalStyle(`${themeRoot} *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** Hides content visually while leaving it to assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  padding: 0,
  margin: `calc(-1 * ${vars.size.hairline})`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The raised box that menus, list boxes and calendars float in. */
export const dropdownSurface = {
  backgroundColor: vars.color.bg.raised,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
} as const;

/** The one focus ring every interactive part shows when focused by keyboard. */
export const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
  outlineOffset: vars.size.focusRing,
} as const;

/**
 * Under forced colours a tint or accent fill is replaced by the page's background: a selected,
 * checked or pointed-at item takes the system's highlight instead (inside a `forcedColors` rule).
 * Opted out of forcing, or the browser would lay its text on a plate of the page's background,
 * where the highlight's text colour does not show; so only for items whose content takes its
 * colour from them (an option, a day, a checkbox), not for rows holding coloured parts.
 */
export const forcedColorsSelected = {
  backgroundColor: 'Highlight',
  color: 'HighlightText',
  forcedColorAdjust: 'none',
} as const;

/**
 * Under forced colours, the mark for a selected or emphasised row whose cells keep their own
 * colours: a line in the system's highlight just inside its edge (inside a `forcedColors` rule).
 */
export const forcedColorsMarked = {
  outline: `${vars.size.focusRing} solid Highlight`,
  outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
} as const;

/**
 * Under forced colours shadows and fills are dropped: a box that only they set apart from the page
 * (a dialog, a toast, a badge) gets a border in the text colour (inside a `forcedColors` rule).
 */
export const forcedColorsFrame = { border: `${vars.size.border} solid CanvasText` } as const;
