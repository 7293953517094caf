export { ApplicationsByLoanTypeWidget } from './ApplicationsByLoanTypeWidget';
export type { ApplicationsByLoanTypeWidgetProps } from './ApplicationsByLoanTypeWidget';
