export { AcceptanceRateWidget } from './AcceptanceRateWidget';
export type { AcceptanceRateWidgetProps } from './AcceptanceRateWidget';
