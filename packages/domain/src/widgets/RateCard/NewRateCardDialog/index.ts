export * from './NewRateCardDialog';
