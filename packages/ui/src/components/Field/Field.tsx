import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
  type TextProps,
} from 'react-aria-components';
import { fieldDescription, fieldError, fieldLabel, fieldRequiredMark } from './Field.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface LabelProps extends Omit<AriaLabelProps, 'className'> {
  /**
   * Shows a required mark. The mark is hidden from assistive technology: the control itself
   * announces "required" through the field's `isRequired`.
   */
  isRequired?: boolean;
  className?: string;
}

/** A field's visible label; react-aria links it to the control of the surrounding field. */
export function Label({ isRequired, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={join(fieldLabel, className)}>
      {children}
      {isRequired && (
        <span className={fieldRequiredMark} aria-hidden="true">
          *
        </span>
      )}
    </AriaLabel>
  );
}

export interface FieldDescriptionProps extends Omit<
  TextProps,
  'slot' | 'className' | 'elementType'
> {
  className?: string;
  children?: ReactNode;
}

/** Help text under a control, linked to it with aria-describedby. */
export function FieldDescription({ className, ...props }: FieldDescriptionProps) {
  return <Text {...props} slot="description" className={join(fieldDescription, className)} />;
}

export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'className'> {
  className?: string;
}

/**
 * The error of the surrounding field. It renders only while the field is invalid; without
 * children it shows the validation messages react-aria collected.
 */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <AriaFieldError {...props} className={join(fieldError, className)} />;
}
