export * from './AccountForm';
export * from './GroupPermissions';
export * from './CommandPalette';
export * from './Dashboard';
