export * from './AccountForm';
export * from './GroupPermissions';
export * from './CommandPalette';
export * from './Dashboard';
export * from './ModuleBuilder';
export * from './PolicyBuilder';
