export * from './AccountForm';
export * from './GroupPermissions';
