export { vars } from './contract.css';
export { lightTheme, darkTheme, themes, themeNames } from './themes.css';
export type { ThemeName } from './themes.css';
export { visuallyHidden, focusRing, themeRoot } from './global.css';
export { ThemeProvider, useTheme } from './ThemeProvider';
export type { ThemeProviderProps, Branding } from './ThemeProvider';
export * as tokens from './tokens';
