export { TakeNext } from './TakeNext';
export type { TakeNextOutcome, TakeNextProps } from './TakeNext';
