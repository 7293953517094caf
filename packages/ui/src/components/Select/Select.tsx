import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import { fieldControl, fieldRoot } from '../Field/Field.css';
import { FieldChevronIcon } from '../Field/FieldIcons';
import { listBox, listEmptyState, listPopover, selectTrigger, selectValue } from './Select.css';

export interface SelectProps<T extends object> extends Omit<
  AriaSelectProps<T, 'single'>,
  'className' | 'children' | 'selectionMode'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options; with a function as children, each is rendered by it (usually a SelectItem). */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown in the open list when there are no options (the list still opens to say so). */
  emptyState?: ReactNode;
  className?: string;
}

/** Picks one value from a list. Typing while focused jumps to a matching option. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  emptyState = 'No options',
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      allowsEmptyCollection
      {...props}
      className={[fieldRoot, className].filter(Boolean).join(' ')}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <Button className={`${fieldControl} ${selectTrigger}`}>
        <SelectValue className={selectValue}>
          {/* The option's text alone: its rendered content carries the list's check-mark column. */}
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <FieldChevronIcon />
      </Button>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={listPopover}>
        <ListBox
          className={listBox}
          items={items}
          renderEmptyState={() => <div className={listEmptyState}>{emptyState}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
