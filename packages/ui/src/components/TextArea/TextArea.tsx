import { useState, type ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { visuallyHidden } from '../../theme/global.css';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldRoot } from '../Field/Field.css';
import {
  textAreaCounter,
  textAreaFooter,
  textAreaInput,
  textAreaMessages,
  textAreaMono,
} from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Visible rows before the text area grows a scrollbar. */
  rows?: number;
  /** With `maxLength`, shows "12 / 200" under the text area. Defaults to true when maxLength is set. */
  showCounter?: boolean;
  /** `mono` for text read by its columns, such as JSON. */
  font?: 'body' | 'mono';
  className?: string;
}

/**
 * A multi-line text input. With a `maxLength` it counts characters; the count is read politely
 * to screen readers and turns critical when the limit is reached.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  showCounter,
  font = 'body',
  className,
  ...props
}: TextAreaProps) {
  const { value, defaultValue, onChange, maxLength } = props;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const length = (value ?? uncontrolledValue).length;
  const isCounted = maxLength !== undefined && (showCounter ?? true);
  const isAtLimit = isCounted && length >= maxLength;

  return (
    <AriaTextField
      {...props}
      onChange={(next) => {
        setUncontrolledValue(next);
        onChange?.(next);
      }}
      className={[fieldRoot, className].filter(Boolean).join(' ')}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <AriaTextArea
        className={[fieldControl, textAreaInput, font === 'mono' && textAreaMono]
          .filter(Boolean)
          .join(' ')}
        placeholder={placeholder}
        rows={rows}
      />
      <div className={textAreaFooter}>
        <div className={textAreaMessages}>
          {description && <FieldDescription>{description}</FieldDescription>}
          <FieldError>{errorMessage}</FieldError>
        </div>
        {isCounted && (
          <span
            className={textAreaCounter}
            data-at-limit={isAtLimit || undefined}
            aria-live="polite"
            aria-atomic="true"
          >
            <span aria-hidden="true">
              {length} / {maxLength}
            </span>
            <span className={visuallyHidden}>
              {length} of {maxLength} characters used
            </span>
          </span>
        )}
      </div>
    </AriaTextField>
  );
}
