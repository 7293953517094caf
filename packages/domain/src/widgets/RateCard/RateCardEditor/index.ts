export * from './RateCardEditor';
