export { UsernameField } from './UsernameField';
export type { UsernameFieldProps } from './UsernameField';
