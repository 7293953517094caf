export * from './AddRateCardProductDialog';
