import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldRoot } from '../Field/Field.css';
import { radioCircle, radioGroupItems, radioRoot } from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Radio items. */
  children: ReactNode;
  className?: string;
}

/** A labelled set of mutually exclusive options; arrow keys move between them. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={[fieldRoot, className].filter(Boolean).join(' ')}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <div className={radioGroupItems}>{children}</div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** One option of a RadioGroup. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={[radioRoot, className].filter(Boolean).join(' ')}>
      <span className={radioCircle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
