export * from './RateCardReport';
export * from './RateCardProducts';
export * from './NewRateCardDialog';
export * from './RateCardProductTable';
export * from './AddRateCardProductDialog';
export * from './RateCardEditor';
