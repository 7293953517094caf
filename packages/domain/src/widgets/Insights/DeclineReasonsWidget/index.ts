export { DeclineReasonsWidget } from './DeclineReasonsWidget';
export type { DeclineReasonsWidgetProps } from './DeclineReasonsWidget';
