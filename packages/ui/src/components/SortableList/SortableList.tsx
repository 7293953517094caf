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
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { gapStyles } from '../Layout/Layout.css';
import type { Space } from '../Layout/Layout';
import { DragHandle } from './DragHandle';
import { sortableItem, sortableList } from './SortableList.css';

/**
 * The item whose top edge is nearest the dragged item's top edge. Items may differ a lot in
 * height (an open rule holds its whole editor), and centres or corners would then leave a tall
 * item nearer its own place than its short neighbour's, so it would never move.
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

/** What a screen reader says about a Move button, once per list. */
export const sortableListInstructions: ScreenReaderInstructions = {
  draggable:
    'To move an item, press Space or Enter on its Move button. Use the up and down arrow keys to move it, then press Space or Enter to drop it there, or Escape to cancel.',
};

export interface SortableListItemState {
  index: number;
  /** The item's Move button, to place where it fits; null while the list is disabled. */
  dragHandle: ReactNode;
}

export interface SortableListProps<Item> {
  /** Names the list for assistive technology. */
  'aria-label': string;
  items: readonly Item[];
  /** A stable key per item (an id, or a key from useListKeys); focus follows it after a move. */
  getKey: (item: Item, index: number) => string;
  /** How an item is named on its Move button and in announcements, e.g. "Stage #2". */
  getLabel: (item: Item, index: number) => string;
  /** Called with the item's old and new index once it is dropped elsewhere. */
  onMove: (from: number, to: number) => void;
  /** Items cannot move and show no Move button. */
  isDisabled?: boolean;
  /** Space between items (100 by default). */
  gap?: Space;
  /** The body of an item; put `dragHandle` where it fits. */
  children: (item: Item, state: SortableListItemState) => ReactNode;
  className?: string;
}

/**
 * An ordered list whose items move by dragging their Move button, or from the keyboard: Space
 * or Enter to lift, up and down arrows, Space or Enter to drop, Escape to cancel. Each step is
 * announced with the item's label and its position.
 */
export function SortableList<Item>({
  'aria-label': ariaLabel,
  items,
  getKey,
  getLabel,
  onMove,
  isDisabled = false,
  gap = '100',
  children,
  className,
}: SortableListProps<Item>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: nextItemCoordinates }),
  );
  const keys = items.map(getKey);
  const count = keys.length;
  const indexOf = (id: UniqueIdentifier) => keys.indexOf(String(id));
  const labelOf = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    return index >= 0 ? getLabel(items[index]!, index) : String(id);
  };
  const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${count}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, at ${position(active.id)}.`,
    // Over itself nothing moved, and the pick-up message must not be cut off.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${labelOf(active.id)} is over ${position(over.id)}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} was dropped at ${position(over.id)}.`
        : `${labelOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${labelOf(active.id)} was cancelled. It is back at ${position(active.id)}.`,
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
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={isDisabled}>
        <ol
          aria-label={ariaLabel}
          className={[sortableList, gapStyles[gap], className].filter(Boolean).join(' ')}
        >
          {items.map((item, index) => (
            <SortableListItem
              key={keys[index]}
              id={keys[index]!}
              label={getLabel(item, index)}
              isDisabled={isDisabled}
            >
              {(dragHandle) => children(item, { index, dragHandle })}
            </SortableListItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableListItem({
  id,
  label,
  isDisabled,
  children,
}: {
  id: string;
  label: string;
  isDisabled: boolean;
  children: (dragHandle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled: isDisabled });
  const dragHandle = isDisabled ? null : (
    <DragHandle
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Move ${label}`}
    />
  );
  return (
    <li
      ref={setNodeRef}
      className={sortableItem}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(dragHandle)}
    </li>
  );
}
