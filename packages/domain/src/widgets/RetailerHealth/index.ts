export * from './RetailerHealthChecker';
