import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { formRoot } from './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className'> {
  /**
   * Errors from the server, by field `name`: each shows on the field of that name, which stays
   * invalid until the user edits it and moves on (or submits again).
   */
  validationErrors?: AriaFormProps['validationErrors'];
  className?: string;
}

/** A form whose fields show validation on submit, plus the server's errors per field. */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={[formRoot, className].filter(Boolean).join(' ')} />;
}
