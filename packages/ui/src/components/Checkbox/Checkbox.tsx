import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { checkboxBox, checkboxMark, checkboxRoot } from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  /** The visible label; without one, give the checkbox an aria-label. */
  children?: ReactNode;
  className?: string;
}

/** A checkbox with its label. Also the item of a CheckboxGroup when given a `value`. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[checkboxRoot, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={checkboxBox} aria-hidden="true">
            {(isSelected || isIndeterminate) && (
              <svg className={checkboxMark} viewBox="0 0 24 24" focusable="false">
                {isIndeterminate ? <path d="M6 12h12" /> : <path d="M5 12.5l4.5 4.5L19 7.5" />}
              </svg>
            )}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
