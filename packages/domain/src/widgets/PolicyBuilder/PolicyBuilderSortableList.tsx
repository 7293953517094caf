import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import * as styles from './PolicyBuilder.css';

export interface SortableEntry {
  /** Stable while the entry lives, so focus returns to its handle after a keyboard move. */
  id: string;
  /** How the entry is named in the handle's label and the announcements ('Stage #2'). */
  label: string;
}

export interface PolicyBuilderSortableListProps<T extends SortableEntry> {
  entries: readonly T[];
  /** Called with the entry's old and new index once it is dropped somewhere else. */
  onMove: (from: number, to: number) => void;
  /** The body of an entry; `handle` is its Move button, to place where it fits. */
  renderEntry: (entry: T, index: number, handle: ReactNode) => ReactNode;
  'aria-label': string;
  isDisabled?: boolean;
  className?: string;
}

const instructions: ScreenReaderInstructions = {
  draggable:
    'To move it, press Space or Enter on its Move button, use the up and down arrow keys to choose a new position, then press Space or Enter to drop it, or Escape to cancel.',
};

/**
 * A vertical list whose entries move by dragging their Move button, or from the keyboard:
 * Space to lift, arrow keys, Space to drop; each step is announced.
 */
export function PolicyBuilderSortableList<T extends SortableEntry>({
  entries,
  onMove,
  renderEntry,
  'aria-label': ariaLabel,
  isDisabled = false,
  className,
}: PolicyBuilderSortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Announcements are made from dnd-kit's callbacks, which must see the latest entries.
  const entriesRef = useRef(entries);
  useLayoutEffect(() => {
    entriesRef.current = entries;
  }, [entries]);

  const announcements = useMemo<Announcements>(() => {
    const indexOf = (id: UniqueIdentifier) =>
      entriesRef.current.findIndex((entry) => entry.id === id);
    const labelOf = (id: UniqueIdentifier) => entriesRef.current[indexOf(id)]?.label ?? String(id);
    const position = (id: UniqueIdentifier) =>
      `position ${indexOf(id) + 1} of ${entriesRef.current.length}`;
    return {
      onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, in ${position(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id
          ? `${labelOf(active.id)} is over ${position(over.id)}.`
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? `${labelOf(active.id)} was dropped in ${position(over.id)}.`
          : `${labelOf(active.id)} was dropped where it was.`,
      onDragCancel: ({ active }) =>
        `Moving ${labelOf(active.id)} was cancelled. It is back in ${position(active.id)}.`,
    };
  }, []);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const from = entries.findIndex((entry) => entry.id === active.id);
    const to = entries.findIndex((entry) => entry.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext
        items={entries.map((entry) => entry.id)}
        strategy={verticalListSortingStrategy}
        disabled={isDisabled}
      >
        <ol aria-label={ariaLabel} className={[styles.sortableList, className].join(' ')}>
          {entries.map((entry, index) => (
            <PolicyBuilderSortableEntry
              key={entry.id}
              entry={entry}
              index={index}
              isDisabled={isDisabled}
              renderEntry={renderEntry}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function PolicyBuilderSortableEntry<T extends SortableEntry>({
  entry,
  index,
  isDisabled,
  renderEntry,
}: {
  entry: T;
  index: number;
  isDisabled: boolean;
  renderEntry: (entry: T, index: number, handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: entry.id, disabled: isDisabled });
  const handle = isDisabled ? null : (
    <button
      ref={setActivatorNodeRef}
      type="button"
      className={styles.dragHandle}
      {...attributes}
      {...listeners}
      aria-label={`Move ${entry.label}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={styles.sortableEntry}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {renderEntry(entry, index, handle)}
    </li>
  );
}
