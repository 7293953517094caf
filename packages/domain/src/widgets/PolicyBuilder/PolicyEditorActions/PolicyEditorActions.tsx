import { Alert, Button, ConfirmDialog } from '@backoffice/ui';
import { useState } from 'react';

export interface PolicyEditorActionsProps {
  /** The policy's name, in the delete confirmation. */
  policyName: string;
  /**
   * 'Save' creates a new policy; a saved one is changed by 'Submit for approval' (four-eyes,
   * docs/adr/0051) and can also be deleted.
   */
  isSaved: boolean;
  isSaving?: boolean;
  isDeleting?: boolean;
  /** Why the last delete failed. */
  deleteError?: string | null;
  onSave: () => void;
  /** Called once the author has confirmed the delete. */
  onDelete: () => void;
}

/**
 * The policy editor's actions: Save or Submit for approval, and Delete Policy after a
 * confirmation.
 */
export function PolicyEditorActions({
  policyName,
  isSaved,
  isSaving = false,
  isDeleting = false,
  deleteError = null,
  onSave,
  onDelete,
}: PolicyEditorActionsProps) {
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="primary" isPending={isSaving} onPress={onSave}>
        {isSaved ? 'Submit for approval' : 'Save'}
      </Button>
      {isSaved ? (
        <Button
          variant="primary"
          tone="critical"
          isPending={isDeleting}
          onPress={() => setConfirming(true)}
        >
          Delete Policy
        </Button>
      ) : null}
      {deleteError !== null ? (
        <Alert tone="critical" title="The policy could not be deleted.">
          {deleteError}
        </Alert>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete Policy"
        message={`Delete the policy "${policyName}"? This cannot be undone.`}
        confirmLabel="Delete Policy"
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </>
  );
}
