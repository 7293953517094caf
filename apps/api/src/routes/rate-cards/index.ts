export { rateCardHandlers } from './rateCards';
