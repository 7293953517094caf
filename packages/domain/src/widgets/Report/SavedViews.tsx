import {
  ActionMenu,
  Alert,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  Modal,
  Spinner,
  TextField,
  type MenuAction,
  type MenuActionSection,
} from '@backoffice/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { rememberActiveView, rememberedActiveView } from './reportActiveView';
import { modifiedMark, outcome, saveForm, savedViews } from './SavedViews.css';
import { errorMessageOf } from '../../model/errorMessage';

export const SAVED_VIEW_NAME_MAX_LENGTH = 100;

/** A saved view of a report: a name for the report's URL search string. */
export interface SavedView {
  id: number;
  name: string;
  /** The report's URL search string without '?'. */
  query: string;
  /** Offered to the members of the owner's group too. */
  shared: boolean;
  /** The user's own view, which only they may delete. */
  mine: boolean;
  owner: { username: string };
}

export interface SavedViewSubmission {
  name: string;
  shared: boolean;
}

/** What changes of a saved view: its name and sharing, or its filters (the current query). */
export type SavedViewChange = Partial<SavedViewSubmission & { query: string }>;

export interface SavedViewsProps {
  /** The user's own views and those their group shares, in the order to list them. */
  views: readonly SavedView[];
  isLoading?: boolean;
  /** The views could not be loaded. */
  error?: string | null;
  onApply: (view: SavedView) => void;
  /** Saves the current view; a rejection's message is shown in the dialog. */
  onSave: (submission: SavedViewSubmission) => Promise<unknown>;
  /** Deletes one of the user's own views; a rejection's message is shown beside the menu. */
  onDelete: (view: SavedView) => Promise<unknown>;
  /**
   * The report's query as a view would save it now. With it the button names the active view
   * (the one last applied or saved, or else one saved with exactly these filters) and marks it
   * modified when the filters differ from it.
   */
  currentQuery?: string;
  /**
   * Changes one of the user's own views (rename, share, or take the current filters: 'Update
   * view'); without it views cannot be changed. A rejection's message is shown.
   */
  onUpdate?: (view: SavedView, change: SavedViewChange) => Promise<unknown>;
  /**
   * A name for this report (its report key): the active view is remembered under it for the
   * browser tab, so that a reload still names it, modified or not.
   */
  rememberAs?: string;
  className?: string;
}

const SAVE_ACTION = 'save';
const UPDATE_ACTION = 'update';
const applyId = (view: SavedView) => `apply:${view.id}`;
const deleteId = (view: SavedView) => `delete:${view.id}`;
const editId = (view: SavedView) => `edit:${view.id}`;

function viewLabel(view: SavedView): string {
  if (!view.shared) return view.name;
  return view.mine ? `${view.name} (Shared)` : `${view.name} (Shared by ${view.owner.username})`;
}

function menuItems(
  views: readonly SavedView[],
  isLoading: boolean,
  error: string | null,
  /** The user's own active view when the filters differ from it: it can take them. */
  updatable: SavedView | null,
  canEdit: boolean,
): MenuActionSection[] {
  const placeholder = isLoading
    ? 'Loading views…'
    : error
      ? 'The views could not be loaded.'
      : views.length === 0
        ? 'No saved views yet.'
        : null;
  const own = views.filter((view) => view.mine);
  return [
    {
      id: 'apply',
      title: 'Saved views',
      items: placeholder
        ? [{ id: 'placeholder', label: placeholder, isDisabled: true }]
        : views.map((view): MenuAction => ({ id: applyId(view), label: viewLabel(view) })),
    },
    {
      id: 'manage',
      title: 'Manage',
      items: [
        ...(updatable ? [{ id: UPDATE_ACTION, label: `Update view ${updatable.name}` }] : []),
        { id: SAVE_ACTION, label: 'Save view…' },
        ...(canEdit
          ? own.map((view): MenuAction => ({
              id: editId(view),
              label: `Rename or share ${view.name}…`,
            }))
          : []),
        ...own.map((view): MenuAction => ({ id: deleteId(view), label: `Delete ${view.name}…` })),
      ],
    },
  ];
}

/** The view the report shows: the one last applied or saved, or else one with its filters. */
function activeView(
  views: readonly SavedView[],
  activeId: number | null,
  currentQuery: string | undefined,
): SavedView | null {
  if (currentQuery === undefined) return null;
  return (
    views.find((view) => view.id === activeId) ??
    views.find((view) => view.query === currentQuery) ??
    null
  );
}

const activeViewKey = (report: string) => `backoffice.savedViews.active.${report}`;

/** The active view's id, remembered for the tab under the report's name when it has one. */
function useActiveViewId(rememberAs: string | undefined, currentQuery: string | undefined) {
  const [activeId, setActiveId] = useState(() =>
    rememberAs ? rememberedActiveView(activeViewKey(rememberAs), currentQuery) : null,
  );
  useEffect(() => {
    if (rememberAs) rememberActiveView(activeViewKey(rememberAs), activeId, currentQuery);
  }, [rememberAs, activeId, currentQuery]);
  return [activeId, setActiveId] as const;
}

const idOf = (saved: unknown) =>
  typeof (saved as { id?: unknown } | null)?.id === 'number' ? (saved as { id: number }).id : null;

/**
 * The 'Views' menu of a report: saved views (the user's own and those shared in their group,
 * marked 'Shared') to apply, 'Save view…' to name the current one, and deletion of the user's
 * own views after a confirmation. Given the current query, the button names the active view and
 * marks it modified when the filters differ ('Update view' then saves them into it); given
 * onUpdate, the user's own views can be renamed and shared.
 */
export function SavedViews({
  views,
  isLoading = false,
  error = null,
  onApply,
  onSave,
  onDelete,
  currentQuery,
  onUpdate,
  rememberAs,
  className,
}: SavedViewsProps) {
  const [dialog, setDialog] = useState<{ editing: SavedView | null } | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [activeId, setActiveId] = useActiveViewId(rememberAs, currentQuery);
  const active = activeView(views, activeId, currentQuery);
  const isModified = active !== null && active.query !== currentQuery;
  const updatable = isModified && active.mine && onUpdate ? active : null;

  const update = async (view: SavedView, change: SavedViewChange, done: string) => {
    if (!onUpdate) return;
    try {
      await onUpdate(view, change);
      setAnnouncement(done);
    } catch (caught) {
      setFailure({ title: 'The view could not be updated.', message: errorMessageOf(caught) });
    }
  };

  const onAction = (key: string) => {
    setFailure(null);
    if (key === SAVE_ACTION) {
      setDialog({ editing: null });
      return;
    }
    if (key === UPDATE_ACTION && updatable && currentQuery !== undefined) {
      void update(updatable, { query: currentQuery }, `View ${updatable.name} updated.`);
      return;
    }
    const apply = views.find((view) => applyId(view) === key);
    if (apply) {
      setActiveId(apply.id);
      setAnnouncement(`View ${apply.name} applied.`);
      onApply(apply);
      return;
    }
    const edit = views.find((view) => editId(view) === key);
    if (edit) {
      setDialog({ editing: edit });
      return;
    }
    setDeleting(views.find((view) => deleteId(view) === key) ?? null);
  };

  const confirmDelete = async () => {
    const view = deleting;
    if (!view) return;
    setDeleting(null);
    try {
      await onDelete(view);
      setAnnouncement(`View ${view.name} deleted.`);
    } catch (caught) {
      setFailure({ title: 'The view could not be deleted.', message: errorMessageOf(caught) });
    }
  };

  return (
    <div className={[savedViews, className].filter(Boolean).join(' ')}>
      <ActionMenu
        label={active ? `Views: ${active.name}` : 'Views'}
        items={menuItems(views, isLoading, error, updatable, onUpdate !== undefined)}
        onAction={(key) => onAction(String(key))}
      />
      {/* Said when the filters move away from the view, and gone once they match it again. */}
      <span className={modifiedMark} aria-live="polite">
        {isModified ? (
          <>
            <span aria-hidden="true">• </span>modified
          </>
        ) : null}
      </span>
      <p className={outcome} role="status">
        {announcement}
      </p>
      {failure ? (
        <Alert tone="critical" title={failure.title}>
          {failure.message}
        </Alert>
      ) : null}
      {dialog ? (
        <SaveViewDialog
          editing={dialog.editing}
          onClose={() => setDialog(null)}
          onSave={async (submission) => {
            const { editing } = dialog;
            if (editing) {
              await onUpdate?.(editing, submission);
              setActiveId(editing.id);
            } else {
              const saved = await onSave(submission);
              setActiveId(idOf(saved));
            }
            setDialog(null);
            setAnnouncement(`View ${submission.name} saved.`);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete view"
        message={`Delete the view ${deleting?.name ?? ''}? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** 'Save view' for the current filters, or 'Rename or share' one of the user's own views. */
function SaveViewDialog({
  editing,
  onClose,
  onSave,
}: {
  editing: SavedView | null;
  onClose: () => void;
  onSave: (submission: SavedViewSubmission) => Promise<void>;
}) {
  const formId = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [shared, setShared] = useState(editing?.shared ?? false);
  const [isNameMissing, setNameMissing] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // Mounted for each opening, so closing needs nothing reset.
  const close = onClose;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameMissing(true);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await onSave({ name: trimmed, shared });
    } catch (failure) {
      setSaveError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      isOpen
      isDismissable={!isSaving}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog
        title={editing ? `Rename or share ${editing.name}` : 'Save view'}
        actions={
          <>
            <Button onPress={close} isDisabled={isSaving}>
              Cancel
            </Button>
            {/* A spinner beside the button, not isPending: a pending button's announcement
                outlives the button's spinner and leaves a live-region entry naming a removed label. */}
            {isSaving ? <Spinner size="sm" aria-label="Saving the view" /> : null}
            <Button variant="primary" type="submit" form={formId} isDisabled={isSaving}>
              Save
            </Button>
          </>
        }
      >
        <form id={formId} className={saveForm} onSubmit={(event) => void submit(event)} noValidate>
          {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
          <TextField
            label="Name"
            isRequired
            // The dialog opens to name the view; its first field is where the user starts.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={name}
            onChange={(value) => {
              setName(value);
              setNameMissing(false);
            }}
            maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
            isInvalid={isNameMissing}
            errorMessage="Enter a name for the view."
            description={`At most ${SAVED_VIEW_NAME_MAX_LENGTH} characters.`}
          />
          <Checkbox isSelected={shared} onChange={setShared}>
            Share with my group
          </Checkbox>
        </form>
      </Dialog>
    </Modal>
  );
}
