export { InsightFrame } from './InsightFrame';
export type { InsightFrameProps, InsightPolicyChoice } from './InsightFrame';
