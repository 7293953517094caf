export { OutcomeByVersionWidget } from './OutcomeByVersionWidget';
export type { OutcomeByVersionWidgetProps } from './OutcomeByVersionWidget';
