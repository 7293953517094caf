import {
  useCreditPolicyVersion,
  useCreditPolicyVersions,
  useRestoreCreditPolicyVersion,
  type CreditPolicy,
} from '@backoffice/api-client';
import { VersionHistory } from '@backoffice/domain/widgets';
import { Alert } from '@backoffice/ui';
import { useState } from 'react';

interface PolicyVersionsPanelProps {
  policyId: number;
  currentVersion: number;
  onRestored: (policy: CreditPolicy) => void;
}

const snapshotText = (snapshot: unknown) => JSON.stringify(snapshot, null, 2);

/** Versions: the saved versions, two side by side, and Restore (which saves a new version). */
export function PolicyVersionsPanel({
  policyId,
  currentVersion,
  onRestored,
}: PolicyVersionsPanelProps) {
  const versions = useCreditPolicyVersions(policyId);
  const [compared, setCompared] = useState<{ older: number; newer: number } | null>(null);
  const older = useCreditPolicyVersion(policyId, compared?.older);
  const newer = useCreditPolicyVersion(policyId, compared?.newer);
  const restore = useRestoreCreditPolicyVersion();

  const comparison =
    compared && older.data && newer.data
      ? {
          ...compared,
          before: snapshotText(older.data.policy),
          after: snapshotText(newer.data.policy),
        }
      : null;

  return (
    <>
      {versions.isError ? (
        <Alert tone="critical" title="The versions could not be loaded.">
          {versions.error.message}
        </Alert>
      ) : null}
      {older.isError || newer.isError ? (
        <Alert tone="critical" title="The versions could not be compared.">
          {(older.error ?? newer.error)?.message}
        </Alert>
      ) : null}
      {restore.isError ? (
        <Alert tone="critical" title="The version could not be restored.">
          {restore.error.message}
        </Alert>
      ) : null}
      <VersionHistory
        versions={versions.data?.items ?? []}
        currentVersion={currentVersion}
        isLoading={versions.isPending}
        comparison={comparison}
        isComparing={Boolean(compared) && (older.isFetching || newer.isFetching)}
        onCompare={(olderVersion, newerVersion) =>
          setCompared({ older: olderVersion, newer: newerVersion })
        }
        isRestoring={restore.isPending}
        onRestore={(version) => restore.mutate({ policyId, version }, { onSuccess: onRestored })}
      />
    </>
  );
}
