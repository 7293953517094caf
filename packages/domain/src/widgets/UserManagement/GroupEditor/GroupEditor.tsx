import { Alert, Button, Heading, Inline, LoadingOverlay, Stack, TextField } from '@backoffice/ui';
import { useState } from 'react';
import { GROUP_NAME_MAX, groupNameError } from '../../../model/index';
import { GroupPermissionsEditor } from '../../GroupPermissions/GroupPermissionsEditor';
import type { PermissionCategory } from '../../../model/permissions';
import { LoadFailure } from '../../LoadFailure/LoadFailure';
import { editor, heading, nameField } from './GroupEditor.css';

export interface GroupEditorProps {
  /** The group's name as saved: the heading. */
  savedName: string;
  /** The name as edited. */
  name: string;
  onNameChange: (name: string) => void;
  /** The permission catalogue of the group's organisation; undefined while it loads. */
  catalogue: readonly PermissionCategory[] | undefined;
  /** The catalogue could not be loaded. */
  catalogueError?: { status: number; message: string } | null;
  onRetryCatalogue: () => void;
  /** The permission keys ticked now, and as saved. */
  permissions: ReadonlySet<string>;
  savedPermissions: ReadonlySet<string>;
  onPermissionsChange: (permissions: Set<string>) => void;
  /** Something differs from the saved group: Update is enabled. */
  isDirty: boolean;
  isSaving?: boolean;
  /** The server refused the update. */
  errorMessage?: string | null;
  onDismissError: () => void;
  onCancel: () => void;
  onUpdate: () => void;
}

/**
 * Edit Group (merchants.md section 2, Group detail): the Group Name field (4 to 100 characters),
 * the 'Settings & Permissions' panel, Cancel and Update (disabled without unsaved changes, with
 * an invalid name, or while updating).
 */
export function GroupEditor({
  savedName,
  name,
  onNameChange,
  catalogue,
  catalogueError,
  onRetryCatalogue,
  permissions,
  savedPermissions,
  onPermissionsChange,
  isDirty,
  isSaving = false,
  errorMessage,
  onDismissError,
  onCancel,
  onUpdate,
}: GroupEditorProps) {
  const [isNameTouched, setNameTouched] = useState(false);
  const nameError = groupNameError(name);
  return (
    <Stack gap="200" className={editor}>
      <Heading level={2} size="lg" id="group-heading" className={heading}>
        {savedName}
      </Heading>
      {errorMessage ? (
        <Alert tone="critical" onDismiss={onDismissError}>
          {errorMessage}
        </Alert>
      ) : null}
      <TextField
        label="Group Name"
        isRequired
        className={nameField}
        maxLength={GROUP_NAME_MAX}
        value={name}
        onChange={onNameChange}
        onBlur={() => setNameTouched(true)}
        isInvalid={Boolean(isNameTouched && nameError)}
        errorMessage={nameError}
        isDisabled={isSaving}
      />
      {catalogueError ? (
        <LoadFailure subject="The permissions" error={catalogueError} onRetry={onRetryCatalogue} />
      ) : (
        <LoadingOverlay isLoading={catalogue === undefined} label="Loading the permissions">
          <GroupPermissionsEditor
            catalogue={catalogue ?? []}
            value={permissions}
            savedValue={savedPermissions}
            onChange={onPermissionsChange}
            isDisabled={isSaving}
          />
        </LoadingOverlay>
      )}
      <Inline gap="100" justify="end">
        <Button onPress={onCancel} isDisabled={isSaving}>
          Cancel
        </Button>
        <Button
          variant="primary"
          onPress={() => {
            setNameTouched(false);
            onUpdate();
          }}
          isDisabled={!isDirty || Boolean(nameError) || isSaving}
          isPending={isSaving}
        >
          Update
        </Button>
      </Inline>
    </Stack>
  );
}
