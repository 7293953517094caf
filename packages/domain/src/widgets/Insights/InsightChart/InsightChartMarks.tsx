import { textureGap, textureOverlay, textureDefs } from './InsightChart.css';

/**
 * What tells a chart's series apart besides their colour, by their order in the chart: a texture
 * for columns and rows, a dash pattern and a marker shape for lines. Under forced colours every
 * series is drawn in the same system colour, and colour alone fails anyone who cannot tell the
 * tones apart, so the marks are drawn in every theme.
 */
export const insightChartTextures = [
  'solid',
  'stripes',
  'dots',
  'crosshatch',
  'bars',
  'backstripes',
] as const;
export type InsightChartTexture = (typeof insightChartTextures)[number];

export const insightChartMarkers = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'triangleDown',
  'cross',
] as const;
export type InsightChartMarker = (typeof insightChartMarkers)[number];

/** Solid, dashed, dotted, dash-dot, long dash, sparse dots: told apart at a glance. */
const dashPatterns = [undefined, '7 4', '2 3', '9 3 2 3', '14 4', '1 5'] as const;

export interface InsightChartSeriesMarks {
  texture: InsightChartTexture;
  marker: InsightChartMarker;
  dashArray: string | undefined;
}

/** The marks of the series at `index`; they repeat after six series, as the tones do. */
export function seriesMarks(index: number): InsightChartSeriesMarks {
  const at = index % insightChartTextures.length;
  return {
    texture: insightChartTextures[at]!,
    marker: insightChartMarkers[at]!,
    dashArray: dashPatterns[at],
  };
}

/** A marker's outline centred on 0,0: `size` is the circle's radius; the other shapes match it. */
export function markerPath(marker: InsightChartMarker, size: number): string {
  const r = size;
  const s = (value: number) => value.toFixed(2);
  switch (marker) {
    case 'circle':
      return `M${s(-r)},0 a${s(r)},${s(r)} 0 1,0 ${s(2 * r)},0 a${s(r)},${s(r)} 0 1,0 ${s(-2 * r)},0 Z`;
    case 'square': {
      const h = r * 0.9;
      return `M${s(-h)},${s(-h)} H${s(h)} V${s(h)} H${s(-h)} Z`;
    }
    case 'triangle': {
      const h = r * 1.2;
      return `M0,${s(-h)} L${s(h)},${s(h * 0.8)} L${s(-h)},${s(h * 0.8)} Z`;
    }
    case 'triangleDown': {
      const h = r * 1.2;
      return `M0,${s(h)} L${s(h)},${s(-h * 0.8)} L${s(-h)},${s(-h * 0.8)} Z`;
    }
    case 'diamond': {
      const h = r * 1.25;
      return `M0,${s(-h)} L${s(h)},0 L0,${s(h)} L${s(-h)},0 Z`;
    }
    case 'cross': {
      const a = r * 1.1;
      const b = r * 0.4;
      return `M${s(-b)},${s(-a)} H${s(b)} V${s(-b)} H${s(a)} V${s(b)} H${s(b)} V${s(a)} H${s(-b)} V${s(b)} H${s(-a)} V${s(-b)} H${s(-b)} Z`;
    }
  }
}

/** A document id from React's `useId`, whose punctuation does not belong in `url(#…)`. */
export const textureIdPrefix = (reactId: string) => `insight-${reactId.replace(/[^\w-]/g, '')}`;

export const textureId = (prefix: string, texture: InsightChartTexture) => `${prefix}-${texture}`;

/**
 * The textures as SVG patterns, in the surface colour (Canvas under forced colours) over a part
 * drawn in its series' colour. In user space, so a texture keeps its size on any part.
 */
export function InsightChartTextureDefs({
  prefix,
  textures,
}: {
  prefix: string;
  textures: readonly InsightChartTexture[];
}) {
  const pattern = (texture: InsightChartTexture) => {
    const common = { id: textureId(prefix, texture), patternUnits: 'userSpaceOnUse' } as const;
    switch (texture) {
      case 'solid':
        return null;
      case 'stripes':
      case 'backstripes':
        return (
          <pattern
            key={texture}
            {...common}
            width={5}
            height={5}
            patternTransform={`rotate(${texture === 'stripes' ? 45 : -45})`}
          >
            <rect className={textureGap} width={1.6} height={5} />
          </pattern>
        );
      case 'dots':
        return (
          <pattern key={texture} {...common} width={5} height={5}>
            <circle className={textureGap} cx={2.5} cy={2.5} r={1.2} />
          </pattern>
        );
      case 'crosshatch':
        return (
          <pattern key={texture} {...common} width={6} height={6} patternTransform="rotate(45)">
            <rect className={textureGap} width={1.4} height={6} />
            <rect className={textureGap} width={6} height={1.4} />
          </pattern>
        );
      case 'bars':
        return (
          <pattern key={texture} {...common} width={4} height={4}>
            <rect className={textureGap} width={4} height={1.4} />
          </pattern>
        );
    }
  };
  return (
    <svg className={textureDefs} aria-hidden="true" focusable="false">
      <defs>{textures.map(pattern)}</defs>
    </svg>
  );
}

/** A part's texture, laid over it; nothing for the solid one. */
export function InsightChartTextureOverlay({
  prefix,
  texture,
}: {
  prefix: string;
  texture: InsightChartTexture;
}) {
  if (texture === 'solid') return null;
  return (
    <svg className={textureOverlay} aria-hidden="true" focusable="false">
      <rect width="100%" height="100%" fill={`url(#${textureId(prefix, texture)})`} />
    </svg>
  );
}
