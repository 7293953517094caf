import {
  Checkbox,
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  type CheckboxProps,
  type TextFieldProps,
} from 'react-aria-components';
import * as styles from './forms.css';

interface FormFieldProps extends Omit<TextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  /** Shown when the field is invalid; otherwise the browser's validation message is shown. */
  errorMessage?: string;
}

/**
 * A labelled text input. Interim: the ui package's TextField/PasswordField replace this once they
 * land, so the console keeps no styling of its own.
 */
export function FormField({ label, description, errorMessage, ...props }: FormFieldProps) {
  return (
    <TextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}

interface FormCheckboxProps extends Omit<CheckboxProps, 'className' | 'children'> {
  children: string;
}

export function FormCheckbox({ children, ...props }: FormCheckboxProps) {
  return (
    <Checkbox {...props} className={styles.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={styles.checkboxBox} aria-hidden="true">
            {isSelected ? '✓' : ''}
          </span>
          {children}
        </>
      )}
    </Checkbox>
  );
}
