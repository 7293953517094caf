import {
  queryKeys,
  useGroup,
  usePermissionCatalogue,
  useUpdateGroup,
  type Group,
  type GroupUpdate,
} from '@backoffice/api-client';
import { permissionKey } from '@backoffice/domain/model';
import { GroupPermissionsEditor, permissionChanges, LoadFailure } from '@backoffice/domain/widgets';
import { Alert, Button, LoadingOverlay, Spinner, TextField } from '@backoffice/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { GROUP_NAME_MAX, groupNameError } from './groupName';
import * as styles from './groups.css';

const groupsPath = '/user-management/groups/';

function savedPermissionsOf(group: Group | undefined): Set<string> {
  return new Set(
    (group?.permissions ?? []).filter((setting) => setting.enabled).map(permissionKey),
  );
}

/**
 * A group's name and its Settings & Permissions. Update sends only what changed; leaving with
 * unsaved changes (Cancel, a link, the browser's Back) asks first.
 */
export function GroupDetailPage() {
  const groupId = Number(useParams().groupId);
  const group = useGroup(groupId);
  const catalogue = usePermissionCatalogue(group.data?.organisation.organisation_id);
  const update = useUpdateGroup(groupId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Drafts are null until edited, so a refreshed group shows through until the user types.
  const [draftName, setDraftName] = useState<string | null>(null);
  const [draftPermissions, setDraftPermissions] = useState<Set<string> | null>(null);
  const [isNameTouched, setNameTouched] = useState(false);
  const [updated, setUpdated] = useState(false);

  const savedPermissions = useMemo(() => savedPermissionsOf(group.data), [group.data]);
  const savedName = group.data?.group_name ?? '';
  const name = draftName ?? savedName;
  const permissions = draftPermissions ?? savedPermissions;
  const categories = catalogue.data?.categories ?? [];
  const changedPermissions = permissionChanges(categories, permissions, savedPermissions);
  const isNameChanged = name.trim() !== savedName;
  const isDirty = isNameChanged || changedPermissions.length > 0;
  const nameError = groupNameError(name);

  useDocumentTitle(savedName ? `${savedName} - Groups` : 'Group');

  const unsavedChanges = useUnsavedChangesGuard(isDirty && !update.isPending);

  const save = () => {
    const body: GroupUpdate = {
      ...(isNameChanged ? { group_name: name.trim() } : {}),
      ...(changedPermissions.length > 0 ? { permissions: changedPermissions } : {}),
    };
    setUpdated(false);
    update.mutate(body, {
      onSuccess: (saved) => {
        // The answer is the saved group: show it at once rather than the old one until refetched.
        queryClient.setQueryData(queryKeys.group(groupId), saved);
        setDraftName(null);
        setDraftPermissions(null);
        setNameTouched(false);
        setUpdated(true);
      },
    });
  };

  if (group.isPending) {
    return (
      <div className={styles.detail}>
        <Spinner size="lg" aria-label="Loading the group" />
      </div>
    );
  }
  if (group.isError) {
    return (
      <div className={styles.detail}>
        <LoadFailure subject="The group" error={group.error} onRetry={() => void group.refetch()} />
      </div>
    );
  }

  return (
    <section className={styles.detail} aria-labelledby="group-heading">
      <h2 id="group-heading" className={styles.detailHeading}>
        {savedName}
      </h2>
      {updated ? (
        <Alert tone="positive" autoDismiss onDismiss={() => setUpdated(false)}>
          Group updated
        </Alert>
      ) : null}
      {update.isError ? (
        <Alert tone="critical" onDismiss={() => update.reset()}>
          {update.error.message}
        </Alert>
      ) : null}
      <TextField
        label="Group Name"
        isRequired
        className={styles.nameField}
        maxLength={GROUP_NAME_MAX}
        value={name}
        onChange={(value) => {
          setDraftName(value);
          setUpdated(false);
        }}
        onBlur={() => setNameTouched(true)}
        isInvalid={Boolean(isNameTouched && nameError)}
        errorMessage={nameError}
        isDisabled={update.isPending}
      />
      {catalogue.isError ? (
        <LoadFailure
          subject="The permissions"
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : (
        <LoadingOverlay isLoading={catalogue.isPending} label="Loading the permissions">
          <GroupPermissionsEditor
            catalogue={categories}
            value={permissions}
            savedValue={savedPermissions}
            onChange={(next) => {
              setDraftPermissions(next);
              setUpdated(false);
            }}
            isDisabled={update.isPending}
          />
        </LoadingOverlay>
      )}
      <div className={styles.detailActions}>
        <Button onPress={() => void navigate(groupsPath)} isDisabled={update.isPending}>
          Cancel
        </Button>
        <Button
          variant="primary"
          onPress={save}
          isDisabled={!isDirty || Boolean(nameError) || update.isPending}
          isPending={update.isPending}
        >
          Update
        </Button>
      </div>
      {unsavedChanges.prompt}
    </section>
  );
}
