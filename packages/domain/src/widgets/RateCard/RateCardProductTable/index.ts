export * from './RateCardProductTable';
