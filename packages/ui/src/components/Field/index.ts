export { Label, FieldDescription, FieldError } from './Field';
export type { LabelProps, FieldDescriptionProps, FieldErrorProps } from './Field';
export {
  fieldRoot,
  fieldLabel,
  fieldDescription,
  fieldError,
  fieldControl,
  fieldGroupInput,
} from './Field.css';
