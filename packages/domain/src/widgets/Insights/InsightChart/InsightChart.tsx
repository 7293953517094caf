import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  axisText,
  barPart,
  barTexture,
  chart,
  gridLine,
  legend,
  legendItem,
  legendSample,
  legendSwatch,
  line,
  lineDot,
  plot,
  point as pointStyle,
  pointBand,
  readout,
  row,
  rowList,
  rowPart,
  rowTrack,
  rowValue,
  seriesBackground,
  seriesFill,
} from './InsightChart.css';
import {
  InsightChartTextureDefs,
  InsightChartTextureOverlay,
  markerPath,
  seriesMarks,
  textureId,
  textureIdPrefix,
} from './InsightChartMarks';

export const insightChartTones = [
  'accent',
  'info',
  'positive',
  'critical',
  'caution',
  'neutral',
] as const;
export type InsightChartTone = (typeof insightChartTones)[number];

export interface InsightChartSeries {
  key: string;
  label: string;
  tone: InsightChartTone;
}

export interface InsightChartPoint {
  key: string;
  /** Short, for the axis ("28 Nov"). */
  label: string;
  /** In full, for the announcement and the readout ("Saturday 28 November 2026"). */
  fullLabel: string;
  /** Each series' value; null where there is none (a day without decisions). */
  values: Readonly<Record<string, number | null>>;
}

export const insightChartKinds = ['columns', 'line', 'rows'] as const;

export interface InsightChartProps {
  /** Names the chart's list of points. */
  'aria-label': string;
  /**
   * columns: the series stacked in a column per point (days); line: a line per series with a
   * dot per point (rates); rows: a stacked bar per point, one under the other, for long labels.
   */
  kind: (typeof insightChartKinds)[number];
  series: readonly InsightChartSeries[];
  points: readonly InsightChartPoint[];
  formatValue: (value: number) => string;
  /** The top of the scale (1 for a rate); by default a round number above the largest stack. */
  maxValue?: number;
  className?: string;
}

const width = 600;
const height = 220;
const margin = { top: 8, right: 8, bottom: 24, left: 44 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;
const tickCount = 4;
const axisLabelCount = 7;

/** A round number at or above `value` (1, 2 or 5 times a power of ten), so the ticks read well. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= value) ?? 10;
  return step * power;
}

const stackTotal = (point: InsightChartPoint, series: readonly InsightChartSeries[]) =>
  series.reduce((sum, one) => sum + (point.values[one.key] ?? 0), 0);

/** What a point announces and the readout shows: its label and every series' value. */
export function describePoint(
  point: InsightChartPoint,
  series: readonly InsightChartSeries[],
  formatValue: (value: number) => string,
): string {
  const values = series.map((one) => {
    const value = point.values[one.key];
    return `${one.label} ${value === null || value === undefined ? 'none' : formatValue(value)}`;
  });
  return `${point.fullLabel}: ${values.join(', ')}`;
}

const nextIndex = (key: string, index: number, count: number): number | undefined => {
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(count - 1, index + 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
};

/**
 * A small chart drawn in SVG on the theme's tokens (ADR 0061). Its points form one list with a
 * single tab stop: arrow keys, Home and End move between them, and each announces its label and
 * values; pointing at or focusing one shows the same text above the chart. The figures are also
 * given as a table by the widgets, for anyone who would rather read them.
 */
export function InsightChart({
  'aria-label': ariaLabel,
  kind,
  series,
  points,
  formatValue,
  maxValue,
  className,
}: InsightChartProps) {
  const [activeIndex, setActiveIndex] = useState(0);
  const [shownIndex, setShownIndex] = useState<number | null>(null);
  const pointRefs = useRef<(HTMLElement | SVGGElement | null)[]>([]);
  const top = maxValue ?? niceCeiling(Math.max(0, ...points.map((p) => stackTotal(p, series))));
  const shown = shownIndex === null ? undefined : points[shownIndex];
  const texturePrefix = textureIdPrefix(useId());
  const marks = series.map((_, index) => seriesMarks(index));
  const markerSize = points.length > 45 ? 2.5 : 4;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, activeIndex, points.length);
    if (next === undefined) return;
    event.preventDefault();
    setActiveIndex(next);
    pointRefs.current[next]?.focus();
  };
  const pointProps = (point: InsightChartPoint, index: number) => ({
    role: 'listitem',
    'aria-label': describePoint(point, series, formatValue),
    tabIndex: index === activeIndex ? 0 : -1,
    'data-active': shownIndex === index,
    className: pointStyle,
    onFocus: () => {
      setActiveIndex(index);
      setShownIndex(index);
    },
    onBlur: () => setShownIndex(null),
    onKeyDown,
    onMouseEnter: () => setShownIndex(index),
    onMouseLeave: () => setShownIndex(null),
  });

  const legendList = (
    <ul className={legend} aria-hidden="true">
      {series.map((one, index) => (
        <li key={one.key} className={legendItem}>
          {kind === 'line' ? (
            <svg className={legendSample} viewBox="0 0 24 12" focusable="false">
              <path
                className={`${line} ${seriesFill[one.tone]}`}
                fill="none"
                strokeDasharray={marks[index]!.dashArray}
                d="M0,6 H24"
              />
              <path
                className={`${lineDot} ${seriesFill[one.tone]}`}
                transform="translate(12 6)"
                d={markerPath(marks[index]!.marker, 4)}
              />
            </svg>
          ) : (
            <span className={`${legendSwatch} ${seriesBackground[one.tone]}`}>
              <InsightChartTextureOverlay prefix={texturePrefix} texture={marks[index]!.texture} />
            </span>
          )}
          {one.label}
        </li>
      ))}
    </ul>
  );
  const textures =
    kind === 'line' ? [] : marks.map((mark) => mark.texture).filter((t) => t !== 'solid');
  const textureDefs =
    textures.length > 0 ? (
      <InsightChartTextureDefs prefix={texturePrefix} textures={textures} />
    ) : null;
  const readoutLine = (
    <div className={readout} aria-hidden="true">
      {shown ? describePoint(shown, series, formatValue) : '\u00a0'}
    </div>
  );

  if (kind === 'rows') {
    return (
      <figure className={[chart, className].filter(Boolean).join(' ')}>
        {textureDefs}
        {series.length > 1 ? legendList : null}
        <ul className={rowList} aria-label={ariaLabel}>
          {points.map((point, index) => (
            <li
              key={point.key}
              ref={(element) => {
                pointRefs.current[index] = element;
              }}
              {...pointProps(point, index)}
              className={row}
            >
              <span aria-hidden="true">{point.label}</span>
              <span className={rowTrack} aria-hidden="true">
                {series.map((one, seriesIndex) => (
                  <span
                    key={one.key}
                    className={`${rowPart} ${seriesBackground[one.tone]}`}
                    style={{ width: `${((point.values[one.key] ?? 0) / top) * 100}%` }}
                  >
                    <InsightChartTextureOverlay
                      prefix={texturePrefix}
                      texture={marks[seriesIndex]!.texture}
                    />
                  </span>
                ))}
              </span>
              <span className={rowValue} aria-hidden="true">
                {formatValue(stackTotal(point, series))}
              </span>
            </li>
          ))}
        </ul>
      </figure>
    );
  }

  const band = plotWidth / Math.max(1, points.length);
  const yOf = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const xOf = (index: number) => margin.left + band * index + band / 2;
  const labelEvery = Math.max(1, Math.ceil(points.length / axisLabelCount));
  const ticks = Array.from({ length: tickCount + 1 }, (_, index) => (top / tickCount) * index);

  return (
    <figure className={[chart, className].filter(Boolean).join(' ')}>
      {textureDefs}
      {legendList}
      {readoutLine}
      <svg className={plot} viewBox={`0 0 ${width} ${height}`}>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line
              className={gridLine}
              x1={margin.left}
              x2={width - margin.right}
              y1={yOf(tick)}
              y2={yOf(tick)}
            />
            <text className={axisText} x={margin.left - 6} y={yOf(tick) + 4} textAnchor="end">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {points.map((point, index) =>
          index % labelEvery === 0 ? (
            <text
              key={point.key}
              aria-hidden="true"
              className={axisText}
              x={xOf(index)}
              y={height - 6}
              textAnchor="middle"
            >
              {point.label}
            </text>
          ) : null,
        )}
        {kind === 'line'
          ? series.map((one, seriesIndex) => (
              <path
                key={one.key}
                aria-hidden="true"
                className={`${line} ${seriesFill[one.tone]}`}
                fill="none"
                strokeDasharray={marks[seriesIndex]!.dashArray}
                d={points
                  .map((point, index) => ({ value: point.values[one.key], index }))
                  .filter((entry): entry is { value: number; index: number } => entry.value != null)
                  .map(
                    (entry, order) =>
                      `${order === 0 ? 'M' : 'L'}${xOf(entry.index).toFixed(1)},${yOf(entry.value).toFixed(1)}`,
                  )
                  .join(' ')}
              />
            ))
          : null}
        <g role="list" aria-label={ariaLabel}>
          {points.map((point, index) => {
            let stacked = 0;
            return (
              <g
                key={point.key}
                ref={(element) => {
                  pointRefs.current[index] = element;
                }}
                {...pointProps(point, index)}
              >
                <rect
                  className={pointBand}
                  x={margin.left + band * index}
                  y={margin.top}
                  width={band}
                  height={plotHeight}
                />
                {series.map((one, seriesIndex) => {
                  const value = point.values[one.key];
                  if (value === null || value === undefined) return null;
                  const { marker, texture } = marks[seriesIndex]!;
                  if (kind === 'line') {
                    return (
                      <path
                        key={one.key}
                        className={`${lineDot} ${seriesFill[one.tone]}`}
                        transform={`translate(${xOf(index).toFixed(1)} ${yOf(value).toFixed(1)})`}
                        d={markerPath(marker, markerSize)}
                      />
                    );
                  }
                  const y = yOf(stacked + value);
                  stacked += value;
                  const part = {
                    x: margin.left + band * index + band * 0.15,
                    y,
                    width: band * 0.7,
                    height: Math.max(0, yOf(stacked - value) - y),
                  };
                  return (
                    <g key={one.key}>
                      <rect className={`${barPart} ${seriesFill[one.tone]}`} {...part} />
                      {texture === 'solid' ? null : (
                        <rect
                          className={barTexture}
                          fill={`url(#${textureId(texturePrefix, texture)})`}
                          {...part}
                        />
                      )}
                    </g>
                  );
                })}
              </g>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}
