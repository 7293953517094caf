export { RetailerHealthChecker } from './RetailerHealthChecker';
export type { RetailerHealthCheckerProps } from './RetailerHealthChecker';
