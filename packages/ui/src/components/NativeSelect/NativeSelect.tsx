import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldDescription, Label } from '../Field/Field';
import { fieldRoot } from '../Field/Field.css';
import { FieldChevronIcon } from '../Field/FieldIcons';
import { nativeSelect, nativeSelectFrame } from './NativeSelect.css';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'className' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> {
  label: ReactNode;
  description?: ReactNode;
  options: readonly NativeSelectOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * Picks one of a few short values with the browser's own select. Opening it runs no script and
 * lays out nothing on the page, so it suits a control used while a large list is on screen (the
 * page size of a table); `Select` remains the choice for options that need more than text.
 */
export function NativeSelect({
  label,
  description,
  options,
  value,
  onChange,
  className,
  id,
  ...props
}: NativeSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const descriptionId = description ? `${selectId}-description` : undefined;
  return (
    <div className={[fieldRoot, className].filter(Boolean).join(' ')}>
      <Label htmlFor={selectId} isRequired={props.required}>
        {label}
      </Label>
      <div className={nativeSelectFrame}>
        <select
          {...props}
          id={selectId}
          aria-describedby={descriptionId}
          className={nativeSelect}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldChevronIcon />
      </div>
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
    </div>
  );
}
