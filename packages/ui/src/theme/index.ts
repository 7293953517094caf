export { vars } from './contract.css';
export { lightTheme, darkTheme, highContrastTheme, themes, themeNames } from './themes.css';
export type { ThemeName } from './themes.css';
export {
  visuallyHidden,
  focusRing,
  forcedColorsFrame,
  forcedColorsMarked,
  forcedColorsSelected,
  themeRoot,
} from './global.css';
export { ThemeProvider, useTheme } from './ThemeProvider';
export type { ThemeProviderProps, Branding } from './ThemeProvider';
export {
  isThemePreference,
  systemTheme,
  themePreferences,
  useResolvedTheme,
} from './themePreference';
export type { ThemePreference } from './themePreference';
export { toneNames } from './tone';
export type { Tone } from './tone';
export {
  breakpoints,
  breakpointNames,
  mediaUpTo,
  mediaAbove,
  containerUpTo,
  forcedColors,
} from './media';
export type { Breakpoint } from './media';
export { brandAccentColors, contrastRatio, parseColor } from './contrast';
export type { BrandAccentColors } from './contrast';
export * as tokens from './tokens';
