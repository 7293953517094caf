import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useState, type ReactNode } from 'react';
import * as styles from './ModuleBuilder.css';

/**
 * Stable keys for the items of a list the caller holds by position (rules and conditions have no
 * id until saved). The keys follow moves, additions and removals made through the returned
 * functions, so focus stays on a moved item; a list replaced from outside (JSON mode, a reload)
 * with another length gets new keys.
 */
export function useItemKeys(count: number) {
  const prefix = useId();
  const [state, setState] = useState(() => ({
    keys: Array.from({ length: count }, (_, index) => `${prefix}${index}`),
    next: count,
  }));
  let current = state;
  if (state.keys.length !== count) {
    current = {
      keys: Array.from({ length: count }, (_, index) => `${prefix}${state.next + index}`),
      next: state.next + count,
    };
    setState(current);
  }
  return {
    keys: current.keys,
    move: (from: number, to: number) =>
      setState((s) => ({ ...s, keys: arrayMove(s.keys, from, to) })),
    append: () => {
      const key = `${prefix}${current.next}`;
      setState((s) => ({ keys: [...s.keys, `${prefix}${s.next}`], next: s.next + 1 }));
      return key;
    },
    remove: (index: number) =>
      setState((s) => ({ ...s, keys: s.keys.filter((_, at) => at !== index) })),
  };
}

/**
 * The item whose top edge is nearest the dragged item's top edge. Items differ a lot in height
 * (an open rule holds its whole editor), and centres or corners would then leave a tall item
 * nearer its own place than its short neighbour's, so it would never move.
 */
const closestTopEdge: CollisionDetection = ({
  collisionRect,
  droppableRects,
  droppableContainers,
}) =>
  droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect
        ? [
            {
              id: container.id,
              data: {
                droppableContainer: container,
                value: Math.abs(rect.top - collisionRect.top),
              },
            },
          ]
        : [];
    })
    .sort((a, b) => a.data.value - b.data.value);

/** Up and down arrows put the dragged item's top edge on the previous or next item's. */
const nextItemCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { collisionRect, droppableRects, droppableContainers } },
) => {
  if (event.code !== KeyboardCode.Down && event.code !== KeyboardCode.Up) return undefined;
  event.preventDefault();
  if (!collisionRect) return undefined;
  const isDown = event.code === KeyboardCode.Down;
  const tops = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id)?.top)
    .filter((top): top is number =>
      top === undefined ? false : isDown ? top > collisionRect.top : top < collisionRect.top,
    );
  if (tops.length === 0) return undefined;
  return { x: collisionRect.left, y: isDown ? Math.min(...tops) : Math.max(...tops) };
};

export const sortableListInstructions: ScreenReaderInstructions = {
  draggable:
    'To move an item, press Space or Enter on its Move button. Use the up and down arrow keys to move it, then press Space or Enter to drop it there, or Escape to cancel.',
};

export interface ModuleBuilderSortableListProps {
  /** Names the list for assistive technology. */
  'aria-label': string;
  /** One stable key per item (see useItemKeys). */
  itemKeys: readonly string[];
  /** How each item is named in announcements and on its Move button, e.g. "rule 2, Age". */
  itemLabel: (index: number) => string;
  /** Items can be moved only while this is true. */
  isSortable: boolean;
  onMove: (from: number, to: number) => void;
  /** The item's content; `handle` is its Move button (null while not sortable). */
  renderItem: (index: number, handle: ReactNode) => ReactNode;
}

/**
 * An ordered list whose items move by dragging their Move button or from the keyboard: Space to
 * lift, up and down arrows, Space to drop, Escape to cancel. Each step is announced.
 */
export function ModuleBuilderSortableList({
  'aria-label': ariaLabel,
  itemKeys,
  itemLabel,
  isSortable,
  onMove,
  renderItem,
}: ModuleBuilderSortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: nextItemCoordinates }),
  );
  const count = itemKeys.length;
  const indexOf = (id: UniqueIdentifier) => itemKeys.indexOf(String(id));
  const labelOf = (id: UniqueIdentifier) => itemLabel(indexOf(id));

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(active.id)}, at position ${indexOf(active.id) + 1} of ${count}.`,
    // Over itself: nothing moved (and the pick-up message must not be cut off).
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${labelOf(active.id)} is over position ${indexOf(over.id) + 1} of ${count}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} was dropped at position ${indexOf(over.id) + 1} of ${count}.`
        : `${labelOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${labelOf(active.id)} was cancelled. It is back at position ${
        indexOf(active.id) + 1
      } of ${count}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestTopEdge}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: sortableListInstructions }}
    >
      <SortableContext items={[...itemKeys]} strategy={verticalListSortingStrategy}>
        <ol aria-label={ariaLabel} className={styles.list}>
          {itemKeys.map((key, index) => (
            <SortableItem
              key={key}
              id={key}
              label={itemLabel(index)}
              isSortable={isSortable}
              render={(handle) => renderItem(index, handle)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  isSortable,
  render,
}: {
  id: string;
  label: string;
  isSortable: boolean;
  render: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled: !isSortable });
  const handle = isSortable ? (
    <button
      ref={setActivatorNodeRef}
      type="button"
      className={styles.dragHandle}
      {...attributes}
      {...listeners}
      aria-label={`Move ${label}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  ) : null;
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {render(handle)}
    </li>
  );
}
