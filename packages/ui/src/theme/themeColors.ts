import { palette as p } from './tokens';

/**
 * The colour roles of each theme as plain values: the themes (themes.css.ts) assign them to the
 * contract, branding reads a theme's surface from here, and the contrast test checks them.
 */
export const lightColors = {
  fg: {
    default: p.grey900,
    muted: p.grey600,
    subtle: p.grey500,
    onAccent: p.white,
    onStrong: p.white,
    link: p.blue700,
    accent: p.blue600,
    critical: p.red700,
    positive: p.green700,
    caution: p.amber800,
    info: p.teal700,
    neutral: p.grey700,
  },
  bg: {
    canvas: p.grey50,
    surface: p.white,
    sunken: p.grey100,
    raised: p.white,
    hover: p.grey100,
    selected: p.blue50,
    accent: p.blue600,
    accentHover: p.blue700,
    accentPressed: p.blue900,
    backdrop: 'rgba(13, 16, 20, 0.5)',
    critical: p.red700,
    criticalSubtle: p.red50,
    positive: p.green700,
    positiveSubtle: p.green50,
    caution: p.amber800,
    cautionSubtle: p.amber50,
    info: p.teal700,
    infoSubtle: p.teal50,
    neutral: p.grey700,
    neutralSubtle: p.grey100,
  },
  border: {
    default: p.grey300,
    strong: p.grey500,
    focus: p.blue600,
    critical: p.red700,
    positive: p.green700,
    caution: p.amber800,
    info: p.teal700,
  },
};

/** The colour roles of the contract, each a CSS colour. */
export type ThemeColors = {
  [Group in keyof typeof lightColors]: Record<keyof (typeof lightColors)[Group], string>;
};

export const darkColors: ThemeColors = {
  fg: {
    default: p.grey50,
    muted: p.grey300,
    subtle: p.grey300,
    onAccent: p.grey950,
    onStrong: p.grey950,
    link: p.blue300,
    accent: p.blue300,
    critical: p.red300,
    positive: p.green300,
    caution: p.amber300,
    info: p.teal300,
    neutral: p.grey200,
  },
  bg: {
    canvas: p.grey950,
    surface: p.grey900,
    sunken: p.grey950,
    raised: p.grey800,
    hover: p.grey800,
    selected: p.blue900,
    accent: p.blue300,
    accentHover: p.blue400,
    accentPressed: p.blue100,
    backdrop: 'rgba(0, 0, 0, 0.65)',
    critical: p.red300,
    criticalSubtle: p.red900,
    positive: p.green300,
    positiveSubtle: p.green900,
    caution: p.amber300,
    cautionSubtle: p.amber900,
    info: p.teal300,
    infoSubtle: p.teal900,
    neutral: p.grey300,
    neutralSubtle: p.grey800,
  },
  border: {
    default: p.grey700,
    strong: p.grey500,
    focus: p.blue300,
    critical: p.red300,
    positive: p.green300,
    caution: p.amber300,
    info: p.teal300,
  },
};

/**
 * Black on white with every text pair at 7:1 or more (WCAG AAA) and every border and focus ring
 * far above the 3:1 of non-text contrast, so parts are told apart by outline, not by a tint.
 */
export const highContrastColors: ThemeColors = {
  fg: {
    default: p.black,
    muted: p.hcGrey800,
    subtle: p.hcGrey700,
    onAccent: p.white,
    onStrong: p.white,
    link: p.hcBlue800,
    accent: p.hcBlue800,
    critical: p.hcRed800,
    positive: p.hcGreen800,
    caution: p.hcAmber800,
    info: p.hcTeal800,
    neutral: p.hcGrey800,
  },
  bg: {
    canvas: p.white,
    surface: p.white,
    sunken: p.hcGrey50,
    raised: p.white,
    hover: p.hcGrey100,
    selected: p.hcBlue100,
    accent: p.hcBlue800,
    accentHover: p.hcBlue900,
    accentPressed: p.black,
    backdrop: 'rgba(0, 0, 0, 0.75)',
    critical: p.hcRed800,
    criticalSubtle: p.hcRed50,
    positive: p.hcGreen800,
    positiveSubtle: p.hcGreen50,
    caution: p.hcAmber800,
    cautionSubtle: p.hcAmber50,
    info: p.hcTeal800,
    infoSubtle: p.hcTeal50,
    neutral: p.hcGrey800,
    neutralSubtle: p.hcGrey100,
  },
  border: {
    default: p.hcGrey700,
    strong: p.black,
    focus: p.hcBlue800,
    critical: p.hcRed800,
    positive: p.hcGreen800,
    caution: p.hcAmber800,
    info: p.hcTeal800,
  },
};

/** Each theme's colours by theme name (the names of `themes`). */
export const themeColors: Record<'light' | 'dark' | 'highContrast', ThemeColors> = {
  light: lightColors,
  dark: darkColors,
  highContrast: highContrastColors,
};
