export { MerchantActionModal, merchantActionSuccessMessages } from './MerchantActionModal';
export type { MerchantActionModalProps } from './MerchantActionModal';
