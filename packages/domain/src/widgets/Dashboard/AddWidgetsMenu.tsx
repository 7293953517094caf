import { Button } from '@backoffice/ui';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { WidgetDefinition } from '../../model/dashboard';
import * as styles from './Dashboard.css';

export interface AddWidgetsMenuProps {
  /** The widgets that can still be pinned (see `availableWidgets`). */
  widgets: readonly WidgetDefinition[];
  /** Called with the chosen widget's name. */
  onAdd: (name: string) => void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The Add Widgets dropdown: each available widget with its icon and label, or "No available
 * widgets." when every widget is pinned. (The UI kit's ActionMenu takes text labels only, so
 * the icon could not be kept out of the accessible name there.)
 */
export function AddWidgetsMenu({ widgets, onAdd, isDisabled, className }: AddWidgetsMenuProps) {
  return (
    <MenuTrigger>
      <Button isDisabled={isDisabled} className={className}>
        Add Widgets
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.menuPopover} placement="bottom end">
        <Menu
          className={styles.menu}
          onAction={(name) => onAdd(String(name))}
          renderEmptyState={() => <span className={styles.menuEmpty}>No available widgets.</span>}
        >
          {widgets.map((widget) => (
            <MenuItem
              key={widget.name}
              id={widget.name}
              textValue={widget.label}
              className={styles.menuItem}
            >
              <span aria-hidden="true" className={styles.menuItemIcon}>
                {widget.icon}
              </span>
              <span>{widget.label}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
