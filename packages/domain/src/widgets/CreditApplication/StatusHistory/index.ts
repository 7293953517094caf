export { StatusHistory } from './StatusHistory';
export type { StatusHistoryProps } from './StatusHistory';
