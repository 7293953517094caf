/**
 * Colour arithmetic for run-time branding: WCAG 2 relative luminance and contrast, and the accent
 * colours derived from a brand colour so that text and focus rings stay legible on any of them.
 */

export type Rgb = readonly [red: number, green: number, blue: number];

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** Reads `#rgb`, `#rrggbb`, `#rrggbbaa` and `rgb()`/`rgba()`; alpha is ignored. */
export function parseColor(color: string): Rgb | null {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(
    text,
  );
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    if (channels.every((channel) => channel >= 0 && channel <= 255)) {
      return channels as unknown as Rgb;
    }
  }
  return null;
}

export function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue]
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** `from` moved `amount` (0 to 1) of the way towards `to`, in sRGB as CSS color-mix does. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, index) => channel + (to[index]! - channel) * amount) as unknown as Rgb;
}

/** Black or white, whichever contrasts more with `background` (always at least 4.58:1). */
export function readableOn(background: Rgb): Rgb {
  return contrastRatio(background, white) >= contrastRatio(background, black) ? white : black;
}

/**
 * `color` darkened or lightened (towards whichever of black and white contrasts more with
 * `against`) in small steps until it contrasts at least `minimum` with `against`.
 */
export function withContrast(color: Rgb, against: Rgb, minimum: number): Rgb {
  const towards = readableOn(against);
  for (let step = 0; step <= 20; step += 1) {
    // Rounded first, as toHex will: the check must hold for the colour actually used.
    const candidate = mix(color, towards, step / 20).map(Math.round) as unknown as Rgb;
    if (contrastRatio(candidate, against) >= minimum) return candidate;
  }
  return towards;
}

export interface BrandAccentColors {
  /** Fill of primary buttons and other accent surfaces, and its hover and pressed fills. */
  accent: string;
  accentHover: string;
  accentPressed: string;
  /** Text and icons on any of the three fills. */
  onAccent: string;
  /** Accent-coloured text on the theme's surface. */
  accentText: string;
  /** The focus ring on the theme's surface (a non-text part: 3:1). */
  focus: string;
}

/**
 * The accent colours for a brand colour on a theme whose surface is `surface`. Text on the
 * accent fills, and accent text on the surface, contrast at least `minimumText` (WCAG AA 4.5:1 by
 * default; the high-contrast theme asks 7:1); the focus ring at least 3:1. Hover and pressed
 * fills move away from the text colour, so they contrast more, never less. Returns null when the
 * brand colour cannot be read.
 */
export function brandAccentColors(
  brandColor: string,
  surface: string,
  minimumText = 4.5,
): BrandAccentColors | null {
  const brand = parseColor(brandColor);
  const background = parseColor(surface);
  if (!brand || !background) return null;
  const onAccent = readableOn(brand);
  const accent = withContrast(brand, onAccent, minimumText);
  const awayFromText = onAccent === white ? black : white;
  const shade = (amount: number) =>
    mix(accent, awayFromText, amount).map(Math.round) as unknown as Rgb;
  return {
    accent: toHex(accent),
    accentHover: toHex(shade(0.15)),
    accentPressed: toHex(shade(0.3)),
    onAccent: toHex(onAccent),
    accentText: toHex(withContrast(brand, background, minimumText)),
    focus: toHex(withContrast(brand, background, 3)),
  };
}
