export * from './NewUserDialog';
