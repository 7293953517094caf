import {
  closestCorners,
  DndContext,
  getFirstCollision,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card, DragHandle } from '@backoffice/ui';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  findWidget,
  isRemovable,
  moveWidgetTo,
  removeWidget,
  sameColumns,
  widgetDefinition,
  type WidgetColumns,
  type WidgetPlace,
} from '../../model/dashboard';
import * as styles from './Dashboard.css';

export interface WidgetBoardProps {
  /** The pinned widgets, left column then right (see `layoutColumns`). */
  columns: WidgetColumns;
  /** The body of a pinned widget; the board draws its card, title and controls. */
  renderWidget: (name: string) => ReactNode;
  /** Called with the new columns after a widget is moved or removed. */
  onChange: (columns: WidgetColumns) => void;
  /** The user lacks an email or a mobile, so the account-details widget cannot be removed. */
  needsDetails?: boolean;
  /** Names the board for assistive technology. */
  'aria-label'?: string;
  className?: string;
}

const columnIds = ['widget-column-0', 'widget-column-1'] as const;

const columnOfId = (id: UniqueIdentifier): 0 | 1 | undefined => {
  const index = columnIds.indexOf(String(id) as (typeof columnIds)[number]);
  return index === 0 || index === 1 ? index : undefined;
};

const labelOf = (name: UniqueIdentifier) => widgetDefinition(String(name))?.label ?? String(name);

/** Where a drop target is: a widget's own place, or the end of an (empty) column. */
function placeOf(columns: WidgetColumns, id: UniqueIdentifier): WidgetPlace | undefined {
  const column = columnOfId(id);
  if (column !== undefined) return { column, index: columns[column].length };
  return findWidget(columns, String(id));
}

const arrowKeys: readonly string[] = [
  KeyboardCode.Down,
  KeyboardCode.Up,
  KeyboardCode.Left,
  KeyboardCode.Right,
];

/**
 * Arrow keys go to the nearest drop target in their direction and line the lifted widget's
 * top-left corner up with it. (dnd-kit's sortable default lines up the far edges instead, which
 * leaves a tall widget nearer its own place than a short neighbour's, so it never moves.)
 */
const widgetBoardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, collisionRect, droppableRects, droppableContainers } },
) => {
  if (!arrowKeys.includes(event.code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const inDirection = droppableContainers.getEnabled().filter((container) => {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === active.id) return false;
    switch (event.code) {
      case KeyboardCode.Down:
        return rect.top > collisionRect.top;
      case KeyboardCode.Up:
        return rect.top < collisionRect.top;
      case KeyboardCode.Left:
        return rect.left + rect.width <= collisionRect.left;
      default:
        return rect.left >= collisionRect.left + collisionRect.width;
    }
  });
  const nearest = getFirstCollision(
    closestCorners({
      active,
      collisionRect,
      droppableRects,
      droppableContainers: inDirection,
      pointerCoordinates: null,
    }),
    'id',
  );
  const rect = nearest === null ? undefined : droppableRects.get(nearest);
  return rect ? { x: rect.left, y: rect.top } : undefined;
};

const describePlace = (columns: WidgetColumns, place: WidgetPlace) =>
  `column ${place.column + 1}, position ${Math.min(place.index, columns[place.column].length) + 1}`;

export const widgetBoardInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a widget, press Space or Enter on its Move button. Use the arrow keys to move it up and down its column or across to the other column, then press Space or Enter to drop it there, or Escape to cancel.',
};

/**
 * The dashboard's pinned widgets in two columns (one in a narrow container). A widget is moved
 * by dragging its Move button, or from the keyboard: Space to lift, arrow keys, Space to drop.
 */
export function WidgetBoard({
  columns,
  renderWidget,
  onChange,
  needsDetails = false,
  'aria-label': ariaLabel = 'Widgets',
  className,
}: WidgetBoardProps) {
  // While a widget is dragged the board shows the columns as they would be if it were dropped.
  const [dragColumns, setDragColumns] = useState<WidgetColumns | null>(null);
  const dragRef = useRef<WidgetColumns | null>(null);
  const droppedAtRef = useRef<string | null>(null);
  const columnsRef = useRef(columns);
  useLayoutEffect(() => {
    columnsRef.current = columns;
  }, [columns]);
  const setDrag = (next: WidgetColumns | null) => {
    dragRef.current = next;
    setDragColumns(next);
  };
  const shown = dragColumns ?? columns;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: widgetBoardCoordinates }),
  );

  const announcements = useMemo<Announcements>(() => {
    const current = () => dragRef.current ?? columnsRef.current;
    const at = (id: UniqueIdentifier) => {
      const place = placeOf(current(), id);
      return place ? describePlace(current(), place) : 'its place';
    };
    return {
      onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, in ${at(active.id)}.`,
      // Over itself: nothing moved (and the pick-up message must not be cut off).
      onDragOver: ({ active, over }) => {
        if (!over || over.id === active.id) return undefined;
        // Says where the widget would land. Once it has been moved into the other column while
        // dragging, that is its own place there; the widget it is over has moved down one.
        const columns = current();
        const landing = findWidget(columns, String(active.id));
        const target = placeOf(columns, over.id);
        const startColumn = findWidget(columnsRef.current, String(active.id))?.column;
        const movedAcross =
          landing && target && landing.column === target.column && startColumn !== target.column;
        const place = movedAcross ? landing : target;
        return `${labelOf(active.id)} is over ${place ? describePlace(columns, place) : 'its place'}.`;
      },
      // Read after the drop handler ran, so it names the place the widget really landed in.
      onDragEnd: ({ active }) =>
        droppedAtRef.current
          ? `${labelOf(active.id)} was dropped in ${droppedAtRef.current}.`
          : `${labelOf(active.id)} was dropped where it was.`,
      onDragCancel: ({ active }) => {
        const place = findWidget(columnsRef.current, String(active.id));
        return `Moving ${labelOf(active.id)} was cancelled. It is back in ${
          place ? describePlace(columnsRef.current, place) : 'its place'
        }.`;
      },
    };
  }, []);

  // Moving into the other column happens while dragging, so the widget makes room there.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = dragRef.current ?? columns;
    if (!over) return;
    const from = findWidget(current, String(active.id));
    const to = placeOf(current, over.id);
    if (!from || !to || from.column === to.column) return;
    setDrag(moveWidgetTo(current, String(active.id), to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    let next = dragRef.current ?? columns;
    setDrag(null);
    if (over) {
      const from = findWidget(next, String(active.id));
      const to = placeOf(next, over.id);
      if (from && to && from.column === to.column && columnOfId(over.id) === undefined) {
        next = moveWidgetTo(next, String(active.id), to);
      }
    } else {
      next = columns;
    }
    const landed = findWidget(next, String(active.id));
    const moved = !sameColumns(next, columns);
    droppedAtRef.current = moved && landed ? describePlace(next, landed) : null;
    if (moved) onChange(next);
  };

  return (
    <div className={[styles.boardRoot, className].filter(Boolean).join(' ')}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={() => setDrag(columns)}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDrag(null)}
        accessibility={{ announcements, screenReaderInstructions: widgetBoardInstructions }}
      >
        <div role="group" aria-label={ariaLabel} className={styles.board}>
          {shown.map((names, column) => (
            <WidgetBoardColumn
              key={columnIds[column]}
              id={columnIds[column] ?? ''}
              label={`Column ${column + 1}`}
              names={names}
            >
              {names.map((name) => (
                <WidgetBoardItem
                  key={name}
                  name={name}
                  onRemove={
                    isRemovable(name, needsDetails)
                      ? () => onChange(removeWidget(columns, name, needsDetails))
                      : undefined
                  }
                >
                  {renderWidget(name)}
                </WidgetBoardItem>
              ))}
            </WidgetBoardColumn>
          ))}
        </div>
      </DndContext>
    </div>
  );
}

function WidgetBoardColumn({
  id,
  label,
  names,
  children,
}: {
  id: string;
  label: string;
  names: readonly string[];
  children: ReactNode;
}) {
  // A column is a drop target of its own only while empty; otherwise its widgets are, so that
  // the column (which spans them all) never wins over the widget nearest the dragged one.
  const { setNodeRef } = useDroppable({ id, disabled: names.length > 0 });
  return (
    <SortableContext id={id} items={[...names]} strategy={verticalListSortingStrategy}>
      {names.length > 0 ? (
        <ul ref={setNodeRef} aria-label={label} className={styles.column}>
          {children}
        </ul>
      ) : (
        <div ref={setNodeRef} className={styles.column}>
          <p className={styles.columnPlaceholder}>{label} is empty. Move a widget here.</p>
        </div>
      )}
    </SortableContext>
  );
}

function WidgetBoardItem({
  name,
  onRemove,
  children,
}: {
  name: string;
  onRemove?: () => void;
  children: ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: name });
  const definition = widgetDefinition(name);
  const label = definition?.label ?? name;
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Card
        title={
          <>
            {definition?.icon ? (
              <span aria-hidden="true" className={styles.titleIcon}>
                {definition.icon}
              </span>
            ) : null}
            {label}
          </>
        }
        actions={
          <div className={styles.itemActions}>
            <DragHandle
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Move ${label}`}
            />
            {onRemove ? (
              <Button
                size="sm"
                variant="tertiary"
                onPress={onRemove}
                aria-label={`Remove ${label}`}
              >
                Remove
              </Button>
            ) : null}
          </div>
        }
      >
        {children}
      </Card>
    </li>
  );
}
