export * from './RateCardReport';
