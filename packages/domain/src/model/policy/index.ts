export * from './types';
export * from './runPolicy';
export * from './dataKeys';
export * from './ordering';
export * from './checks';
export * from './schemas';
export * from './versionChanges';
