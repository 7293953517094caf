export { CreditApplicationQuickView } from './CreditApplicationQuickView';
export type {
  CreditApplicationQuickViewProps,
  CreditApplicationQuickViewRow,
} from './CreditApplicationQuickView';
