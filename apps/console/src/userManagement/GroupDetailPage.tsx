import {
  queryKeys,
  useGroup,
  usePermissionCatalogue,
  useUpdateGroup,
  type Group,
  type GroupUpdate,
} from '@backoffice/api-client';
import { permissionKey } from '@backoffice/domain/model';
import { GroupEditor, LoadFailure, permissionChanges } from '@backoffice/domain/widgets';
import { Spinner, useToast } from '@backoffice/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { useDocumentTitle } from '../session/useDocumentTitle';

const groupsPath = '/user-management/groups/';

function savedPermissionsOf(group: Group | undefined): Set<string> {
  return new Set(
    (group?.permissions ?? []).filter((setting) => setting.enabled).map(permissionKey),
  );
}

/**
 * A group's name and its Settings & Permissions. Update sends only what changed and says
 * 'Group updated' in a toast; leaving with unsaved changes (Cancel, a link, Back) asks first.
 */
export function GroupDetailPage() {
  const groupId = Number(useParams().groupId);
  const group = useGroup(groupId);
  const catalogue = usePermissionCatalogue(group.data?.organisation.organisation_id);
  const update = useUpdateGroup(groupId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  // Drafts are null until edited, so a refreshed group shows through until the user types.
  const [draftName, setDraftName] = useState<string | null>(null);
  const [draftPermissions, setDraftPermissions] = useState<Set<string> | null>(null);

  const savedPermissions = useMemo(() => savedPermissionsOf(group.data), [group.data]);
  const savedName = group.data?.group_name ?? '';
  const name = draftName ?? savedName;
  const permissions = draftPermissions ?? savedPermissions;
  const categories = catalogue.data?.categories;
  const changedPermissions = permissionChanges(categories ?? [], permissions, savedPermissions);
  const isNameChanged = name.trim() !== savedName;
  const isDirty = isNameChanged || changedPermissions.length > 0;

  useDocumentTitle(savedName ? `${savedName} - Groups` : 'Group');
  const unsavedChanges = useUnsavedChangesGuard(isDirty && !update.isPending);

  const save = () => {
    const body: GroupUpdate = {
      ...(isNameChanged ? { group_name: name.trim() } : {}),
      ...(changedPermissions.length > 0 ? { permissions: changedPermissions } : {}),
    };
    update.mutate(body, {
      onSuccess: (saved) => {
        // The answer is the saved group: show it at once rather than the old one until refetched.
        queryClient.setQueryData(queryKeys.group(groupId), saved);
        setDraftName(null);
        setDraftPermissions(null);
        toast.success('Group updated');
      },
    });
  };

  let content: ReactNode;
  if (group.isPending) content = <Spinner size="lg" aria-label="Loading the group" />;
  else if (group.isError) {
    content = (
      <LoadFailure subject="The group" error={group.error} onRetry={() => void group.refetch()} />
    );
  } else {
    content = (
      <GroupEditor
        savedName={savedName}
        name={name}
        onNameChange={setDraftName}
        catalogue={catalogue.isError ? [] : categories}
        catalogueError={catalogue.isError ? catalogue.error : null}
        onRetryCatalogue={() => void catalogue.refetch()}
        permissions={permissions}
        savedPermissions={savedPermissions}
        onPermissionsChange={setDraftPermissions}
        isDirty={isDirty}
        isSaving={update.isPending}
        errorMessage={update.isError ? update.error.message : null}
        onDismissError={() => update.reset()}
        onCancel={() => void navigate(groupsPath)}
        onUpdate={save}
      />
    );
  }
  return (
    <section aria-labelledby="group-heading">
      {content}
      {unsavedChanges.prompt}
    </section>
  );
}
