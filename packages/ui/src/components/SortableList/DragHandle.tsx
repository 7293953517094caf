import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { dragHandle } from './SortableList.css';

export interface DragHandleProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'type'
> {
  /** Names what it moves, e.g. "Move Stage #2". */
  'aria-label': string;
  className?: string;
}

/**
 * The grip an item is dragged by, and moved from the keyboard with. A plain button on purpose:
 * dnd-kit's `attributes` and `listeners` go on it as they are (spread them in), which a
 * react-aria Button's own press handling would swallow. SortableList renders one per item;
 * use it directly only for a drag-and-drop layout of your own (e.g. several columns).
 */
export const DragHandle = forwardRef<HTMLButtonElement, DragHandleProps>(function DragHandle(
  { className, ...props },
  ref,
) {
  return (
    <button
      {...props}
      ref={ref}
      type="button"
      className={[dragHandle, className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
});
