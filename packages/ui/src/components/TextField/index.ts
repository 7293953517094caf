export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { textFieldTypeNames } from './TextField.css';
