export * from './money';
export * from './password';
