export * from './AccountForm';
