import { Checkbox, type CheckboxProps } from 'react-aria-components';
import * as styles from './forms.css';
interface FormCheckboxProps extends Omit<CheckboxProps, 'className' | 'children'> {
  children: string;
}

/** Interim until the ui package's Checkbox lands; the console keeps no other field styling. */
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
