export * from './RateCardReport';
export * from './RateCardProducts';
export * from './NewRateCardDialog';
