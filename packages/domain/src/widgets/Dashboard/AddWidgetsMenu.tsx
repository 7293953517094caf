import { ActionMenu } from '@backoffice/ui';
import type { WidgetDefinition } from '../../model/dashboard';

export interface AddWidgetsMenuProps {
  /** The widgets that can still be pinned (see `availableWidgets`). */
  widgets: readonly WidgetDefinition[];
  /** Called with the chosen widget's name. */
  onAdd: (name: string) => void;
  isDisabled?: boolean;
  className?: string;
}

const NONE_LEFT = 'none-left';

/**
 * The Add Widgets dropdown: each available widget with its icon and label, or "No available
 * widgets." when every widget is pinned.
 */
export function AddWidgetsMenu({ widgets, onAdd, isDisabled, className }: AddWidgetsMenuProps) {
  return (
    <ActionMenu
      label="Add Widgets"
      isDisabled={isDisabled}
      className={className}
      items={
        widgets.length > 0
          ? widgets.map((widget) => ({ id: widget.name, label: widget.label, icon: widget.icon }))
          : [{ id: NONE_LEFT, label: 'No available widgets.', isDisabled: true }]
      }
      onAction={(name) => onAdd(String(name))}
    />
  );
}
