import type { ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldRoot } from '../Field/Field.css';
import { textFieldInput, type textFieldTypeNames } from './TextField.css';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'type'
> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown while the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  type?: (typeof textFieldTypeNames)[number];
  className?: string;
}

/** A single-line text input with label, description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={[fieldRoot, className].filter(Boolean).join(' ')}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <Input className={`${fieldControl} ${textFieldInput}`} placeholder={placeholder} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
