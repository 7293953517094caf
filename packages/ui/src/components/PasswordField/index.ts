export { PasswordField } from './PasswordField';
export type { PasswordFieldProps, PasswordStrength } from './PasswordField';
export { passwordStrengthNames } from './PasswordField.css';
