import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, forcedColors, vars } from '@backoffice/ui/theme';

export const chart = style({ display: 'grid', gap: vars.space['100'], margin: 0 });

export const readout = style({
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
  fontVariantNumeric: 'tabular-nums',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['050']} ${vars.space['200']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['075'],
});

export const legendSwatch = style({
  position: 'relative',
  overflow: 'hidden',
  width: vars.space['150'],
  height: vars.space['150'],
  borderRadius: vars.radius.sm,
  forcedColorAdjust: 'none',
  '@media': {
    [forcedColors]: {
      backgroundColor: 'CanvasText',
      border: `${vars.size.border} solid CanvasText`,
    },
  },
});

/** A line series' sample in the legend: its dash pattern with its marker on it. */
export const legendSample = style({
  width: vars.space['300'],
  height: vars.space['150'],
  overflow: 'visible',
});

/** Holds the texture patterns without taking room (a hidden SVG would not paint them). */
export const textureDefs = style({
  position: 'absolute',
  width: 0,
  height: 0,
  overflow: 'hidden',
});

/** The gaps that draw a texture, in the surface colour the stacked parts are parted by. */
export const textureGap = style({
  fill: vars.color.bg.surface,
  '@media': { [forcedColors]: { fill: 'Canvas' } },
});

/** A texture over an HTML part (a row's part, a legend swatch), filling it. */
export const textureOverlay = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
});

/** A texture over a column's part. */
export const barTexture = style({ stroke: 'none', pointerEvents: 'none' });

export const plot = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const axisText = style({
  fill: vars.color.fg.muted,
  fontSize: vars.font.size.xs,
  fontFamily: vars.font.family.body,
  '@media': { [forcedColors]: { fill: 'CanvasText' } },
});

export const gridLine = style({
  stroke: vars.color.border.default,
  strokeWidth: 1,
  '@media': { [forcedColors]: { stroke: 'GrayText' } },
});

/*
 * Series colours are the tone text colours, which every theme holds at 4.5:1 on the surface.
 * Under forced colours every series is drawn in the system's colours; the series' textures,
 * dash patterns and markers (InsightChartMarks) tell them apart there, and the table view
 * carries the figures in any case.
 */
export const seriesFill = styleVariants({
  accent: { fill: vars.color.fg.accent, stroke: vars.color.fg.accent },
  info: { fill: vars.color.fg.info, stroke: vars.color.fg.info },
  positive: { fill: vars.color.fg.positive, stroke: vars.color.fg.positive },
  critical: { fill: vars.color.fg.critical, stroke: vars.color.fg.critical },
  caution: { fill: vars.color.fg.caution, stroke: vars.color.fg.caution },
  neutral: { fill: vars.color.fg.neutral, stroke: vars.color.fg.neutral },
});

export const seriesBackground = styleVariants({
  accent: { backgroundColor: vars.color.fg.accent },
  info: { backgroundColor: vars.color.fg.info },
  positive: { backgroundColor: vars.color.fg.positive },
  critical: { backgroundColor: vars.color.fg.critical },
  caution: { backgroundColor: vars.color.fg.caution },
  neutral: { backgroundColor: vars.color.fg.neutral },
});

export const barPart = style({
  stroke: vars.color.bg.surface,
  strokeWidth: 1,
  '@media': { [forcedColors]: { fill: 'CanvasText', stroke: 'Canvas' } },
});

export const line = style({
  fill: 'none',
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  '@media': { [forcedColors]: { stroke: 'CanvasText' } },
});

export const lineDot = style({
  stroke: vars.color.bg.surface,
  strokeWidth: 1.5,
  '@media': { [forcedColors]: { fill: 'CanvasText', stroke: 'Canvas' } },
});

export const point = style({
  outline: 'none',
  cursor: 'default',
});

/**
 * The column a point stands in, outlined while the point is pointed at or has the focus: an
 * outline rather than a fill, which would cover the line drawn beneath the points.
 */
export const pointBand = style({
  fill: 'transparent',
  selectors: {
    [`${point}:hover &, ${point}[data-active="true"] &`]: {
      stroke: vars.color.border.strong,
      strokeWidth: 1,
    },
    [`${point}:focus-visible &`]: { stroke: vars.color.border.focus, strokeWidth: 2 },
  },
  '@media': {
    [forcedColors]: {
      selectors: { [`${point}:focus-visible &`]: { stroke: 'Highlight' } },
    },
  },
});

export const rowList = style({
  display: 'grid',
  gap: vars.space['075'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto',
  alignItems: 'center',
  gap: vars.space['150'],
  padding: vars.space['050'],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:hover': { backgroundColor: vars.color.bg.hover },
    '&:focus-visible': focusRing,
  },
});

export const rowTrack = style({
  display: 'flex',
  height: vars.space['200'],
  backgroundColor: vars.color.bg.sunken,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  forcedColorAdjust: 'none',
  '@media': { [forcedColors]: { border: `${vars.size.border} solid CanvasText` } },
});

export const rowPart = style({
  position: 'relative',
  height: '100%',
  '@media': {
    [forcedColors]: {
      backgroundColor: 'CanvasText',
      borderInlineEnd: `${vars.size.border} solid Canvas`,
    },
  },
});

export const rowValue = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.fg.muted });
