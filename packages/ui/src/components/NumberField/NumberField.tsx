import type { ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldGroupInput, fieldIconButton, fieldRoot } from '../Field/Field.css';
import { FieldMinusIcon, FieldPlusIcon } from '../Field/FieldIcons';
import { numberFieldGroup, numberFieldInput } from './NumberField.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Hides the stepper buttons; arrow keys still step the value. */
  hideStepper?: boolean;
  className?: string;
}

/**
 * A number input that formats with `formatOptions` (currency, percent, units) in the user's
 * locale, clamps to `minValue`/`maxValue` and steps by `step`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={[fieldRoot, className].filter(Boolean).join(' ')}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <Group className={`${fieldControl} ${numberFieldGroup}`}>
        <Input className={`${fieldGroupInput} ${numberFieldInput}`} placeholder={placeholder} />
        {!hideStepper && (
          <>
            <Button slot="decrement" className={fieldIconButton}>
              <FieldMinusIcon />
            </Button>
            <Button slot="increment" className={fieldIconButton}>
              <FieldPlusIcon />
            </Button>
          </>
        )}
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
