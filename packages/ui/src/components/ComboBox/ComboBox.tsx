import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldGroupInput, fieldIconButton, fieldRoot } from '../Field/Field.css';
import { FieldChevronIcon } from '../Field/FieldIcons';
import { listBox, listEmptyState, listPopover } from '../Select/Select.css';
import { Spinner } from '../Spinner/Spinner';
import { comboBoxGroup } from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<
  AriaComboBoxProps<T, 'single'>,
  'className' | 'children' | 'selectionMode'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Render each item, usually as a SelectItem. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * True while `items` are being fetched for the current input: a spinner shows in the field and
   * the open list says `loadingLabel` instead of `emptyState`.
   */
  isLoading?: boolean;
  /** Shown in the open list when nothing matches. */
  emptyState?: ReactNode;
  loadingLabel?: string;
  className?: string;
}

/**
 * A text input with a list of suggestions. For options fetched as the user types, pass `items`,
 * `inputValue`/`onInputChange` and `isLoading` (e.g. from react-aria's useAsyncList).
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  isLoading = false,
  emptyState = 'No results',
  loadingLabel = 'Loading…',
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      className={[fieldRoot, className].filter(Boolean).join(' ')}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <Group className={`${fieldControl} ${comboBoxGroup}`}>
        <Input className={fieldGroupInput} placeholder={placeholder} />
        {isLoading && <Spinner size="sm" aria-label={loadingLabel} />}
        <Button className={fieldIconButton}>
          <FieldChevronIcon />
        </Button>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={listPopover}>
        <ListBox
          className={listBox}
          renderEmptyState={() => (
            <div className={listEmptyState}>{isLoading ? loadingLabel : emptyState}</div>
          )}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
