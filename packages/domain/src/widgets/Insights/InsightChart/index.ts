export {
  InsightChart,
  describePoint,
  insightChartKinds,
  insightChartTones,
  niceCeiling,
} from './InsightChart';
export type {
  InsightChartPoint,
  InsightChartProps,
  InsightChartSeries,
  InsightChartTone,
} from './InsightChart';
