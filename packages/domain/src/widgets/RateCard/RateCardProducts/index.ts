export * from './RateCardProducts';
