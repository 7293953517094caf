import { describe, expect, it } from 'vitest';
import {
  brandAccentColors,
  contrastRatio,
  parseColor,
  relativeLuminance,
  toHex,
  type Rgb,
} from './contrast';
import { themeColors } from './themeColors';
import { toneNames } from './tone';

const rgb = (color: string): Rgb => {
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`unreadable colour ${color}`);
  return parsed;
};
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

describe('parseColor', () => {
  it('reads short and long hex and rgb() notations', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#1F5FD6')).toEqual([31, 95, 214]);
    expect(parseColor('#1f5fd680')).toEqual([31, 95, 214]);
    expect(parseColor('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColor('rgba(10 20 30 / 50%)')).toEqual([10, 20, 30]);
  });

  it('refuses what it cannot read', () => {
    expect(parseColor('tomato')).toBeNull();
    expect(parseColor('#12')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('follows WCAG 2: black on white is 21:1, a colour on itself 1:1', () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1);
    expect(ratio('#000', '#fff')).toBeCloseTo(21);
    expect(ratio('#777777', '#777777')).toBeCloseTo(1);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

/** Brand colours across the wheel and its extremes: pale, mid, dark, grey and saturated. */
function sampleColours(): string[] {
  const colours = ['#ffffff', '#000000', '#ffff00', '#00ffff', '#fffbe6', '#f0f8ff', '#777777'];
  for (let hue = 0; hue < 360; hue += 15) {
    for (const lightness of [0.15, 0.35, 0.5, 0.65, 0.8, 0.95]) {
      for (const saturation of [0.3, 1]) colours.push(hsl(hue, saturation, lightness));
    }
  }
  return colours;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

describe('brandAccentColors', () => {
  const brands = sampleColours();

  it.each(Object.entries(themeColors))(
    'keeps text on every accent fill at 4.5:1 or more for %s, whatever the brand colour',
    (_theme, colors) => {
      expect(brands.length).toBeGreaterThan(250);
      for (const brand of brands) {
        const accent = brandAccentColors(brand, colors.bg.surface);
        expect(accent).not.toBeNull();
        if (!accent) continue;
        for (const fill of [accent.accent, accent.accentHover, accent.accentPressed]) {
          expect(
            ratio(fill, accent.onAccent),
            `${brand}: ${accent.onAccent} on ${fill}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
        expect(ratio(accent.accentText, colors.bg.surface), brand).toBeGreaterThanOrEqual(4.5);
        expect(ratio(accent.focus, colors.bg.surface), brand).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('reaches 7:1 when asked, as the high-contrast theme does', () => {
    for (const brand of brands) {
      const accent = brandAccentColors(brand, '#ffffff', 7)!;
      expect(ratio(accent.accent, accent.onAccent), brand).toBeGreaterThanOrEqual(7);
      expect(ratio(accent.accentText, '#ffffff'), brand).toBeGreaterThanOrEqual(7);
    }
  });

  it('puts dark text on a pale brand colour and keeps the colour itself', () => {
    const accent = brandAccentColors('#ffe066', '#ffffff')!;
    expect(accent.onAccent).toBe('#000000');
    expect(accent.accent).toBe('#ffe066');
  });

  it('keeps a brand colour that already contrasts unchanged', () => {
    const accent = brandAccentColors('#1f5fd6', '#ffffff')!;
    expect(accent).toMatchObject({ accent: '#1f5fd6', onAccent: '#ffffff', accentText: '#1f5fd6' });
  });

  it('gives nothing for a colour it cannot read', () => {
    expect(brandAccentColors('not a colour', '#ffffff')).toBeNull();
  });
});

describe('theme colours', () => {
  const textPairs = (colors: (typeof themeColors)['light']) => [
    ['fg.default on bg.canvas', colors.fg.default, colors.bg.canvas],
    ['fg.default on bg.surface', colors.fg.default, colors.bg.surface],
    ['fg.default on bg.selected', colors.fg.default, colors.bg.selected],
    ['fg.muted on bg.surface', colors.fg.muted, colors.bg.surface],
    ['fg.link on bg.surface', colors.fg.link, colors.bg.surface],
    ['fg.onAccent on bg.accent', colors.fg.onAccent, colors.bg.accent],
    ['fg.onAccent on bg.accentHover', colors.fg.onAccent, colors.bg.accentHover],
    ...toneNames.flatMap((tone) => [
      [`fg.${tone} on bg.${tone}Subtle`, colors.fg[tone], colors.bg[`${tone}Subtle`]],
      [`fg.onStrong on bg.${tone}`, colors.fg.onStrong, colors.bg[tone]],
    ]),
  ];

  it.each([
    ['light', 4.5],
    ['dark', 4.5],
    ['highContrast', 7],
  ] as const)('%s: every text pair reaches %s:1', (theme, minimum) => {
    for (const [pair, fg, bg] of textPairs(themeColors[theme])) {
      expect(ratio(fg!, bg!), `${theme} ${pair}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('highContrast: borders and the focus ring reach 4.5:1 on the surface', () => {
    const colors = themeColors.highContrast;
    for (const border of Object.values(colors.border)) {
      expect(ratio(border, colors.bg.surface), border).toBeGreaterThanOrEqual(4.5);
    }
  });
});
