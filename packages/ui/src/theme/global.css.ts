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

/** The one focus ring every interactive part shows when focused by keyboard. */
/** The raised box that menus, list boxes and calendars float in. */
export const dropdownSurface = {
  backgroundColor: vars.color.bg.raised,
  border: `${vars.size.border} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
} as const;

export const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
  outlineOffset: vars.size.focusRing,
} as const;
