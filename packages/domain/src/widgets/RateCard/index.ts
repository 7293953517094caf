export * from './RateCardReport';
export * from './RateCardProducts';
