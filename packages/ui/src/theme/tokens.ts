/**
 * Raw design values on named scales. Component styles never read these directly: they read the
 * theme contract (`vars`), and themes map these values onto it.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  grey50: '#f7f8fa',
  grey100: '#eef0f3',
  grey200: '#dde1e6',
  grey300: '#c1c7cf',
  grey500: '#6b7480',
  grey600: '#545d69',
  grey700: '#3d4550',
  grey800: '#272d35',
  grey900: '#161a20',
  grey950: '#0d1014',
  blue50: '#eef4ff',
  blue100: '#dbe7ff',
  blue300: '#8fb3ff',
  blue400: '#6b9bff',
  blue600: '#1f5fd6',
  blue700: '#174bb0',
  blue900: '#0f2d66',
  green50: '#ebf7ef',
  green300: '#7fd19b',
  green700: '#1c6b3a',
  green900: '#0e3a1f',
  amber50: '#fff6e0',
  amber300: '#f5c96a',
  amber800: '#7a4c00',
  amber900: '#4a2e00',
  red50: '#fdeeee',
  red300: '#f29b9b',
  red700: '#b42323',
  red900: '#5c1010',
  teal50: '#e6f6f8',
  teal300: '#72cfdb',
  teal700: '#0b6775',
  teal900: '#053840',
  // The high-contrast theme's own, darker hues: text in them reaches 7:1 on white.
  hcGrey50: '#f5f5f5',
  hcGrey100: '#e8e8e8',
  hcGrey700: '#4a4a4a',
  hcGrey800: '#333333',
  hcBlue100: '#cfe0ff',
  hcBlue800: '#0a3a99',
  hcBlue900: '#062a73',
  hcRed50: '#fff0f0',
  hcRed800: '#8f0000',
  hcGreen50: '#eefaee',
  hcGreen800: '#0b5216',
  hcAmber50: '#fff6e0',
  hcAmber800: '#5e3b00',
  hcTeal50: '#eaf8fa',
  hcTeal800: '#00454f',
} as const;

export const space = {
  '0': '0',
  '025': '2px',
  '050': '4px',
  '075': '6px',
  '100': '8px',
  '150': '12px',
  '200': '16px',
  '250': '20px',
  '300': '24px',
  '400': '32px',
  '500': '40px',
  '600': '48px',
  '800': '64px',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

export const lineHeight = { tight: '1.25', normal: '1.5' } as const;
export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;
export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const radius = { none: '0', sm: '3px', md: '6px', lg: '10px', full: '9999px' } as const;

export const zIndex = {
  base: '0',
  sticky: '100',
  dropdown: '200',
  overlay: '300',
  modal: '400',
  toast: '500',
  tooltip: '600',
} as const;

/** Fades are 300 ms as the specification asks; quicker feedback for hovers and presses. */
export const duration = { fast: '120ms', fade: '300ms', slow: '500ms' } as const;
export const easing = { standard: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

export const size = {
  controlSm: '28px',
  controlMd: '36px',
  controlLg: '44px',
  icon: '16px',
  focusRing: '2px',
  border: '1px',
  /** The one-pixel box of visually hidden text. */
  hairline: '1px',
  sidebar: '248px',
  contentMax: '1440px',
  /** A comfortable line length for running text. */
  measure: '48ch',
  /** Below this a column of `Columns` falls under its neighbour. */
  columnMin: '240px',
  /** Below this a term and its value of a DefinitionList move to the next row. */
  tileMin: '12rem',
  /** A field holding a few characters (a page size). */
  fieldXs: '96px',
  dialog: { sm: '400px', md: '560px', lg: '800px' },
  menu: { min: '180px', max: '320px' },
  toast: '400px',
  tooltip: '280px',
} as const;

/**
 * Named viewport widths in pixels. A layout "stacks at 768 px" (the specification's words) below
 * or at `tablet`; use the helpers in `media.ts` rather than writing queries by hand.
 */
export const breakpoints = { mobile: 480, tablet: 768, desktop: 1024, wide: 1440 } as const;
