import type { PolicyVersionSummary } from '@backoffice/api-client';
import { VersionHistory } from '@backoffice/domain/widgets';
import { Alert } from '@backoffice/ui';
import { useState } from 'react';

interface Loaded<T> {
  data?: T;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
}

export interface VersionsPanelProps<Snapshot> {
  versions: Loaded<readonly PolicyVersionSummary[]>;
  /** Loads one saved version's snapshot (a query hook of the policy or module calls). */
  useSnapshot: (version: number | undefined) => Loaded<Snapshot>;
  currentVersion: number;
  onRestore: (version: number) => void;
  isRestoring: boolean;
  restoreError: Error | null;
  /** What changed between two snapshots, in the author's words, shown before the JSON. */
  describeChanges: (before: Snapshot, after: Snapshot) => string[];
  /** Heading level of 'Versions', to fit the page outline. */
  headingLevel?: 2 | 3;
}

const snapshotText = (snapshot: unknown) => JSON.stringify(snapshot, null, 2);

/**
 * A policy's or a module's saved versions: two side by side, and Restore (which saves a new
 * version).
 */
export function VersionsPanel<Snapshot>({
  versions,
  useSnapshot,
  currentVersion,
  onRestore,
  isRestoring,
  restoreError,
  describeChanges,
  headingLevel,
}: VersionsPanelProps<Snapshot>) {
  const [compared, setCompared] = useState<{ older: number; newer: number } | null>(null);
  const older = useSnapshot(compared?.older);
  const newer = useSnapshot(compared?.newer);

  const comparison =
    compared && older.data && newer.data
      ? {
          ...compared,
          before: snapshotText(older.data),
          after: snapshotText(newer.data),
          changes: describeChanges(older.data, newer.data),
        }
      : null;

  return (
    <>
      {versions.isError ? (
        <Alert tone="critical" title="The versions could not be loaded.">
          {versions.error?.message}
        </Alert>
      ) : null}
      {older.isError || newer.isError ? (
        <Alert tone="critical" title="The versions could not be compared.">
          {(older.error ?? newer.error)?.message}
        </Alert>
      ) : null}
      {restoreError ? (
        <Alert tone="critical" title="The version could not be restored.">
          {restoreError.message}
        </Alert>
      ) : null}
      <VersionHistory
        versions={versions.data ?? []}
        currentVersion={currentVersion}
        isLoading={versions.isPending}
        comparison={comparison}
        isComparing={Boolean(compared) && (older.isFetching || newer.isFetching)}
        onCompare={(olderVersion, newerVersion) =>
          setCompared({ older: olderVersion, newer: newerVersion })
        }
        isRestoring={isRestoring}
        onRestore={onRestore}
        headingLevel={headingLevel}
      />
    </>
  );
}
