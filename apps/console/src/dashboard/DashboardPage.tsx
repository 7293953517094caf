import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  availableWidgets,
  isRemovable,
  moveWidget,
  pinnedWidgets,
  toConfiguration,
  widgetDefinition,
  ACCOUNT_DETAILS_WIDGET,
  ANNOUNCEMENTS_WIDGET,
} from '@backoffice/domain/model';
import { useUpdateWidgets, useWidgets } from '@backoffice/api-client';
import { ActionMenu, Alert, Button, Card, ConfirmDialog, Inline, Spinner } from '@backoffice/ui';
import { useState, type ReactNode } from 'react';
import { pageHeading } from '../pages/pages.css';
import type { BackofficeUser } from '../session/api';
import { useCurrentUser } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../session/useDocumentTitle';
import * as styles from './dashboard.css';
import {
  AnnouncementsWidget,
  ConfirmDetailsWidget,
  QuickLinksWidget,
  RecentlyViewedWidget,
} from './widgets';

const labelOf = (name: string | number) => widgetDefinition(String(name))?.label ?? String(name);

/** What a screen reader hears while a widget is moved, in the board's own words. */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
  onDragOver: ({ active, over }) =>
    over && over.id !== active.id
      ? `${labelOf(active.id)} is over the place of ${labelOf(over.id)}.`
      : undefined,
  onDragEnd: ({ active, over }) =>
    over ? `${labelOf(active.id)} was dropped in the place of ${labelOf(over.id)}.` : undefined,
  onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
};

const screenReaderInstructions = {
  draggable:
    'To move a widget, press Space or Enter on its Move button, use the arrow keys to choose the new place, and press Space or Enter again to drop it, or Escape to cancel.',
};

function SortableWidget({
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
  const label = labelOf(name);
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? styles.dragging : undefined}
    >
      <Card
        title={label}
        actions={
          <Inline gap="075">
            <button
              ref={setActivatorNodeRef}
              type="button"
              className={styles.handle}
              aria-label={`Move ${label}`}
              {...attributes}
              {...listeners}
            >
              <span aria-hidden="true">⠿</span>
            </button>
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
          </Inline>
        }
      >
        {children}
      </Card>
    </div>
  );
}

function WidgetContent({ name, user }: { name: string; user: BackofficeUser }) {
  if (name === ANNOUNCEMENTS_WIDGET) return <AnnouncementsWidget />;
  if (name === ACCOUNT_DETAILS_WIDGET) return <ConfirmDetailsWidget user={user} />;
  if (name === 'quick_links') return <QuickLinksWidget />;
  return <RecentlyViewedWidget />;
}

function Board({ user }: { user: BackofficeUser }) {
  const saved = useWidgets(user.user_id);
  const save = useUpdateWidgets();
  const [isResetOpen, setResetOpen] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const needsDetails = !user.email || !user.mobile;
  if (saved.isPending) return <Spinner aria-label="Loading your widgets" />;
  if (saved.isError) return <Alert tone="critical">{saved.error.message}</Alert>;

  // While a change is being saved the board already shows it.
  const layout = save.isPending
    ? save.variables.widgets
    : (saved.data?.widgets_configuration ?? null);
  const widgets = pinnedWidgets(layout, needsDetails);
  const store = (next: string[]) =>
    save.mutate({ userId: user.user_id, widgets: toConfiguration(next) });
  const available = availableWidgets(widgets);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    store(
      moveWidget(widgets, widgets.indexOf(String(active.id)), widgets.indexOf(String(over.id))),
    );
  };

  return (
    <>
      <div className={styles.header}>
        <h1 className={pageHeading}>{user.first_name ?? ''}&apos;s Dashboard</h1>
        <div className={styles.headerActions}>
          <ActionMenu
            label="Add Widgets"
            items={
              available.length > 0
                ? available.map((widget) => ({
                    id: widget.name,
                    label: `${widget.icon} ${widget.label}`,
                  }))
                : [{ id: 'none', label: 'No available widgets.', isDisabled: true }]
            }
            onAction={(name) => store([...widgets, String(name)])}
          />
          <Button onPress={() => setResetOpen(true)}>Reset</Button>
        </div>
      </div>
      {save.isError ? (
        <Alert tone="critical" onDismiss={() => save.reset()}>
          {save.error.message}
        </Alert>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <SortableContext items={widgets} strategy={rectSortingStrategy}>
          <div className={styles.board}>
            {widgets.map((name) => (
              <SortableWidget
                key={name}
                name={name}
                onRemove={
                  isRemovable(name, needsDetails)
                    ? () => store(widgets.filter((widget) => widget !== name))
                    : undefined
                }
              >
                <WidgetContent name={name} user={user} />
              </SortableWidget>
            ))}
          </div>
        </SortableContext>
      </DndContext>
      <ConfirmDialog
        isOpen={isResetOpen}
        title="Reset Widgets"
        message="Are you sure you want to revert your dashboard to the default settings?"
        confirmLabel="Reset"
        cancelLabel="Cancel"
        onCancel={() => setResetOpen(false)}
        onConfirm={() => {
          setResetOpen(false);
          store(pinnedWidgets(null, false));
        }}
      />
    </>
  );
}

/** The home page: the user's pinned widgets in two columns. */
export function DashboardPage() {
  const { serviceUserDefaults } = useSession();
  useDocumentTitle(serviceUserDefaults.RETAILER_FOOTER || 'BackOffice');
  const { data: user, isPending, isError, error } = useCurrentUser();
  if (isPending) return <Spinner aria-label="Loading your dashboard" />;
  if (isError) return <Alert tone="critical">{error.message}</Alert>;
  return <Board user={user} />;
}
