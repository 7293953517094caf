import { useId, useState, type ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  CheckboxGroupStateContext,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldRoot } from '../Field/Field.css';
import {
  checkboxGroupHeader,
  checkboxGroupItems,
  checkboxGroupNestedItems,
  type checkboxGroupOrientationNames,
} from './CheckboxGroup.css';

export interface CheckboxGroupItem {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options, rendered as checkboxes. Use `children` instead for custom Checkbox items. */
  items?: readonly CheckboxGroupItem[];
  children?: ReactNode;
  /**
   * Renders the label as a header checkbox that selects or clears every enabled item: checked
   * when all are selected, mixed when some are. Needs `items`.
   */
  hasSelectAll?: boolean;
  orientation?: (typeof checkboxGroupOrientationNames)[number];
  className?: string;
}

/** A labelled set of checkboxes whose value is the list of selected item values. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  items,
  children,
  hasSelectAll = false,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  const { value, defaultValue, onChange } = props;
  const [uncontrolledValue, setUncontrolledValue] = useState<string[]>(defaultValue ?? []);
  const selected = value ?? uncontrolledValue;
  const headerLabelId = useId();

  const update = (next: string[]) => {
    setUncontrolledValue(next);
    onChange?.(next);
  };

  const selectable = (items ?? []).filter((item) => !item.isDisabled).map((item) => item.value);
  const allSelected = selectable.length > 0 && selectable.every((v) => selected.includes(v));
  const someSelected = (items ?? []).some((item) => selected.includes(item.value));
  const showHeader = hasSelectAll && items !== undefined;

  return (
    <AriaCheckboxGroup
      {...props}
      value={selected}
      onChange={update}
      aria-labelledby={showHeader ? headerLabelId : props['aria-labelledby']}
      className={[fieldRoot, className].filter(Boolean).join(' ')}
    >
      {({ isDisabled, isReadOnly }) => (
        <>
          {showHeader ? (
            // The header is not one of the group's values, so it must not join the group's state.
            <CheckboxGroupStateContext.Provider value={null}>
              <Checkbox
                className={checkboxGroupHeader}
                isSelected={allSelected}
                isIndeterminate={someSelected && !allSelected}
                isDisabled={isDisabled || selectable.length === 0}
                isReadOnly={isReadOnly}
                onChange={(isChecked) =>
                  update(
                    isChecked
                      ? [...new Set([...selected, ...selectable])]
                      : selected.filter((v) => !selectable.includes(v)),
                  )
                }
              >
                <span id={headerLabelId}>{label}</span>
              </Checkbox>
            </CheckboxGroupStateContext.Provider>
          ) : (
            <Label isRequired={props.isRequired}>{label}</Label>
          )}
          <div
            className={[checkboxGroupItems, showHeader && checkboxGroupNestedItems]
              .filter(Boolean)
              .join(' ')}
            data-orientation={orientation}
          >
            {items?.map((item) => (
              <Checkbox key={item.value} value={item.value} isDisabled={item.isDisabled}>
                {item.label}
              </Checkbox>
            ))}
            {children}
          </div>
          {description && <FieldDescription>{description}</FieldDescription>}
          <FieldError>{errorMessage}</FieldError>
        </>
      )}
    </AriaCheckboxGroup>
  );
}
