import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, highContrastColors, lightColors } from './themeColors';
import {
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  size,
  space,
  zIndex,
} from './tokens';

const shared = {
  space,
  font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
  radius,
  zIndex,
  motion: { duration, easing },
  size,
  brand: { logo: 'none' },
};

export const lightTheme = createTheme(vars, {
  ...shared,
  color: lightColors,
  shadow: {
    sm: '0 1px 2px rgba(13, 16, 20, 0.08)',
    md: '0 4px 12px rgba(13, 16, 20, 0.12)',
    lg: '0 12px 32px rgba(13, 16, 20, 0.18)',
  },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

/**
 * Black on white, AAA text contrast, strong borders instead of shadows, and a wider focus ring.
 * Not the same as forced colours (Windows High Contrast), where the system's colours replace the
 * theme's; the components' `forced-colors` rules cover that.
 */
export const highContrastTheme = createTheme(vars, {
  ...shared,
  size: { ...size, focusRing: '3px' },
  color: highContrastColors,
  shadow: { sm: 'none', md: 'none', lg: 'none' },
});

export const themes = {
  light: lightTheme,
  dark: darkTheme,
  highContrast: highContrastTheme,
} as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];
