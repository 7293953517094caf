export * from './RetailerHealthChecker';
export * from './RetailerHealthTools';
