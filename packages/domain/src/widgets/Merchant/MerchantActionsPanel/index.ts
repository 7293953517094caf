export { MerchantActionsPanel, merchantActionEntries } from './MerchantActionsPanel';
export type { MerchantActionsPanelProps, MerchantDialogAction } from './MerchantActionsPanel';
