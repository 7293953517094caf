export { loanTypeLabel, OrderSummary, orderSummaryVariants } from './OrderSummary';
export type { OrderSummaryProps } from './OrderSummary';
