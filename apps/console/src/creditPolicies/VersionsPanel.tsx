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
  /** Reads a saved version's snapshot for Restore. */
  readVersion: (version: number) => Promise<Snapshot>;
  /** The version read: restoring is a change like any other, which goes through approval. */
  onRestored: (version: number, snapshot: Snapshot) => void;
  /** What changed between two snapshots, in the author's words, shown before the JSON. */
  describeChanges: (before: Snapshot, after: Snapshot) => string[];
  /** Heading level of 'Versions', to fit the page outline. */
  headingLevel?: 2 | 3;
}

const snapshotText = (snapshot: unknown) => JSON.stringify(snapshot, null, 2);

/**
 * A policy's or a module's saved versions: two side by side, and Restore, which reads a version
 * for its record's change.
 */
export function VersionsPanel<Snapshot>({
  versions,
  useSnapshot,
  currentVersion,
  readVersion,
  onRestored,
  describeChanges,
  headingLevel,
}: VersionsPanelProps<Snapshot>) {
  const [compared, setCompared] = useState<{ older: number; newer: number } | null>(null);
  const older = useSnapshot(compared?.older);
  const newer = useSnapshot(compared?.newer);
  const [restoring, setRestoring] = useState<{ isPending: boolean; error?: Error }>({
    isPending: false,
  });
  const restore = (version: number) => {
    setRestoring({ isPending: true });
    readVersion(version).then(
      (snapshot) => {
        setRestoring({ isPending: false });
        onRestored(version, snapshot);
      },
      (error: Error) => setRestoring({ isPending: false, error }),
    );
  };

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
      {restoring.error ? (
        <Alert tone="critical" title="The version could not be restored.">
          {restoring.error.message}
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
        isRestoring={restoring.isPending}
        onRestore={restore}
        headingLevel={headingLevel}
      />
    </>
  );
}
