export * from './money';
export * from './password';
export * from './routeGuard';
export * from './browsingHistory';
export * from './permissions';
export * from './statuses';
export * from './dashboard';
export * from './textDiff';
