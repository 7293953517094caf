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
import { useId, useState, type FormEvent } from 'react';
import { outcome, saveForm, savedViews } from './SavedViews.css';

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
  className?: string;
}

const SAVE_ACTION = 'save';
const applyId = (view: SavedView) => `apply:${view.id}`;
const deleteId = (view: SavedView) => `delete:${view.id}`;
const messageOf = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : 'Something went wrong. Please try again.';

function viewLabel(view: SavedView): string {
  if (!view.shared) return view.name;
  return view.mine ? `${view.name} (Shared)` : `${view.name} (Shared by ${view.owner.username})`;
}

function menuItems(
  views: readonly SavedView[],
  isLoading: boolean,
  error: string | null,
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
        { id: SAVE_ACTION, label: 'Save view…' },
        ...own.map((view): MenuAction => ({ id: deleteId(view), label: `Delete ${view.name}…` })),
      ],
    },
  ];
}

/**
 * The 'Views' menu of a report: saved views (the user's own and those shared in their group,
 * marked 'Shared') to apply, 'Save view…' to name the current one, and deletion of the user's
 * own views after a confirmation.
 */
export function SavedViews({
  views,
  isLoading = false,
  error = null,
  onApply,
  onSave,
  onDelete,
  className,
}: SavedViewsProps) {
  const [isSaveOpen, setSaveOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onAction = (key: string) => {
    setDeleteError(null);
    if (key === SAVE_ACTION) {
      setSaveOpen(true);
      return;
    }
    const apply = views.find((view) => applyId(view) === key);
    if (apply) {
      setAnnouncement(`View ${apply.name} applied.`);
      onApply(apply);
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
    } catch (failure) {
      setDeleteError(messageOf(failure));
    }
  };

  return (
    <div className={[savedViews, className].filter(Boolean).join(' ')}>
      <ActionMenu
        label="Views"
        items={menuItems(views, isLoading, error)}
        onAction={(key) => onAction(String(key))}
      />
      <p className={outcome} role="status">
        {announcement}
      </p>
      {deleteError ? (
        <Alert tone="critical" title="The view could not be deleted.">
          {deleteError}
        </Alert>
      ) : null}
      <SaveViewDialog
        isOpen={isSaveOpen}
        onClose={() => setSaveOpen(false)}
        onSave={async (submission) => {
          await onSave(submission);
          setSaveOpen(false);
          setAnnouncement(`View ${submission.name} saved.`);
        }}
      />
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

function SaveViewDialog({
  isOpen,
  onClose,
  onSave,
}: {
  isOpen: boolean;
  onClose: () => void;
  onSave: (submission: SavedViewSubmission) => Promise<void>;
}) {
  const formId = useId();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [isNameMissing, setNameMissing] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setShared(false);
    setNameMissing(false);
    setSaveError(null);
    onClose();
  };

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
      setName('');
      setShared(false);
    } catch (failure) {
      setSaveError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      isDismissable={!isSaving}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog
        title="Save view"
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
