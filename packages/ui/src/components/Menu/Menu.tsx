import type { ReactNode } from 'react';
import {
  Header,
  type Key,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';
import { menu, menuItem, menuItemIcon, popover, sectionHeader } from './Menu.css';

export interface MenuAction {
  id: Key;
  label: string;
  /** A decorative symbol shown before the label; it is left out of the item's name. */
  icon?: ReactNode;
  isDisabled?: boolean;
}

export interface MenuActionSection {
  id: Key;
  title: string;
  items: MenuAction[];
}

export interface ActionMenuProps {
  /** The trigger's label, e.g. "Order Actions" or the user's first name. */
  label: ReactNode;
  /** Needed when the label is not text, e.g. an icon. */
  'aria-label'?: string;
  items: (MenuAction | MenuActionSection)[];
  onAction: (id: Key) => void;
  triggerVariant?: ButtonProps['variant'];
  isDisabled?: boolean;
  className?: string;
}

const isSection = (entry: MenuAction | MenuActionSection): entry is MenuActionSection =>
  'items' in entry;

function renderItem(item: MenuAction) {
  return (
    <AriaMenuItem
      key={String(item.id)}
      id={item.id}
      isDisabled={item.isDisabled}
      textValue={item.label}
      className={menuItem}
    >
      {item.icon ? (
        <>
          <span aria-hidden="true" className={menuItemIcon}>
            {item.icon}
          </span>
          <span>{item.label}</span>
        </>
      ) : (
        item.label
      )}
    </AriaMenuItem>
  );
}

/** A button that opens a menu of actions; arrow keys move, Enter acts, Escape closes. */
export function ActionMenu({
  label,
  'aria-label': ariaLabel,
  items,
  onAction,
  triggerVariant,
  isDisabled,
  className,
}: ActionMenuProps) {
  const disabledKeys = items
    .flatMap((entry) => (isSection(entry) ? entry.items : [entry]))
    .filter((item) => item.isDisabled)
    .map((item) => item.id);
  return (
    <MenuTrigger>
      <Button
        variant={triggerVariant}
        aria-label={ariaLabel}
        isDisabled={isDisabled}
        className={className}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={popover} placement="bottom end">
        <AriaMenu className={menu} onAction={(id) => onAction(id)} disabledKeys={disabledKeys}>
          {items.map((entry) =>
            isSection(entry) ? (
              <MenuSection key={String(entry.id)} id={entry.id}>
                <Header className={sectionHeader}>{entry.title}</Header>
                {entry.items.map(renderItem)}
              </MenuSection>
            ) : (
              renderItem(entry)
            ),
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
