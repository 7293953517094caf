export * from './types';
export * from './runPolicy';
