import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { FieldCheckIcon } from '../Field/FieldIcons';
import { listItem, listItemCheck, listItemLabel } from './Select.css';

export interface SelectItemProps<T extends object = object> extends Omit<
  ListBoxItemProps<T>,
  'className' | 'children'
> {
  children: string;
  className?: string;
}

/**
 * One option of a Select or ComboBox. Its text is also its `textValue`, used for type-ahead
 * and for the value shown in the trigger.
 */
export function SelectItem<T extends object>({
  children,
  className,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={props.textValue ?? children}
      className={[listItem, className].filter(Boolean).join(' ')}
    >
      {({ isSelected }) => (
        <>
          <span className={listItemCheck}>{isSelected && <FieldCheckIcon />}</span>
          <span className={listItemLabel}>{children}</span>
        </>
      )}
    </ListBoxItem>
  );
}
