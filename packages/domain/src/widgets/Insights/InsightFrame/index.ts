export { InsightFrame } from './InsightFrame';
export type { InsightFrameProps } from './InsightFrame';
