export { MerchantList, MerchantListQuickView, formatMerchantListDate } from './MerchantList';
export type {
  MerchantListProps,
  MerchantListQuickViewProps,
  MerchantListRow,
} from './MerchantList';
