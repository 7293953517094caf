import {
  Button,
  Checkbox,
  ConfirmDialog,
  formatDateTime,
  Heading,
  Section,
  SimpleTable,
  Spinner,
} from '@backoffice/ui';
import { useState } from 'react';
import * as styles from './PolicyBuilder.css';
import type { PolicyVersionEntry } from './policyBuilderTypes';
import { VersionDiff } from './VersionDiff';

export interface VersionComparison {
  older: number;
  newer: number;
  /** Each version's snapshot as text (pretty-printed JSON). */
  before: string;
  after: string;
  /**
   * What changed, in the author's words ("Stage 3 added: Credit history"), shown before the
   * line-by-line comparison.
   */
  changes?: readonly string[];
}

export interface VersionHistoryProps {
  /** Newest first. */
  versions: readonly PolicyVersionEntry[];
  /** The version in force, which has nothing to restore. */
  currentVersion?: number;
  isLoading?: boolean;
  /** The two versions last compared, once their snapshots are loaded. */
  comparison?: VersionComparison | null;
  isComparing?: boolean;
  /** Asks for the snapshots of two versions, older first. */
  onCompare: (older: number, newer: number) => void;
  /** Called once the user confirms restoring a version. */
  onRestore: (version: number) => void;
  isRestoring?: boolean;
  /** Heading level of 'Versions', to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The saved versions of a policy (or module), newest first: pick two to compare side by side,
 * or restore one, which saves it again as the newest version.
 */
export function VersionHistory({
  versions,
  currentVersion,
  isLoading = false,
  comparison,
  isComparing = false,
  onCompare,
  onRestore,
  isRestoring = false,
  headingLevel = 3,
  className,
}: VersionHistoryProps) {
  const [picked, setPicked] = useState<number[]>([]);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  // Picking a third version lets go of the one picked first.
  const pick = (version: number, isPicked: boolean) =>
    setPicked((current) =>
      isPicked
        ? [...current.filter((other) => other !== version), version].slice(-2)
        : current.filter((other) => other !== version),
    );
  const [first, second] = picked;

  return (
    <Section title="Versions" headingLevel={headingLevel} headingSize="lg" className={className}>
      {isLoading ? (
        <Spinner aria-label="Loading versions" />
      ) : versions.length === 0 ? (
        <p className={styles.muted}>No saved versions yet.</p>
      ) : (
        <>
          <SimpleTable
            aria-label="Versions"
            rows={versions}
            rowKey={(entry) => entry.version}
            columns={[
              {
                name: 'Compare',
                render: (entry) => (
                  <Checkbox
                    aria-label={`Compare version ${entry.version}`}
                    isSelected={picked.includes(entry.version)}
                    onChange={(isPicked) => pick(entry.version, isPicked)}
                  />
                ),
              },
              {
                name: 'Version',
                isRowHeader: true,
                render: (entry) =>
                  `${entry.version}${entry.version === currentVersion ? ' (current)' : ''}`,
              },
              {
                name: 'Saved',
                render: (entry) => (
                  <time dateTime={entry.saved_at}>{formatDateTime(new Date(entry.saved_at))}</time>
                ),
              },
              { name: 'Saved by', render: (entry) => entry.saved_by?.username ?? 'System' },
              {
                name: 'Restore',
                render: (entry) =>
                  entry.version === currentVersion ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      isPending={isRestoring && restoring === entry.version}
                      onPress={() => setConfirming(entry.version)}
                      aria-label={`Restore version ${entry.version}`}
                    >
                      Restore
                    </Button>
                  ),
              },
            ]}
          />
          <div className={styles.toolbar}>
            <Button
              variant="secondary"
              isDisabled={second === undefined}
              isPending={isComparing}
              onPress={() => {
                if (first === undefined || second === undefined) return;
                onCompare(Math.min(first, second), Math.max(first, second));
              }}
            >
              Compare
            </Button>
            <p className={styles.muted} aria-live="polite">
              {second === undefined
                ? 'Pick two versions to compare.'
                : `Versions ${Math.min(first ?? 0, second)} and ${Math.max(first ?? 0, second)} picked.`}
            </p>
          </div>
          {comparison?.changes ? (
            <VersionHistoryChanges
              changes={comparison.changes}
              headingLevel={(headingLevel + 1) as 3 | 4 | 5}
              title={`Changes from version ${comparison.older} to version ${comparison.newer}`}
            />
          ) : null}
          {comparison ? (
            <VersionDiff
              before={comparison.before}
              after={comparison.after}
              beforeLabel={`Version ${comparison.older}`}
              afterLabel={`Version ${comparison.newer}`}
            />
          ) : null}
        </>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={`Restore version ${confirming ?? ''}?`}
        message="Restoring puts this version in the draft; nothing changes until the draft is submitted and approved."
        confirmLabel="Restore"
        onConfirm={() => {
          if (confirming !== null) onRestore(confirming);
          setRestoring(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Section>
  );
}

function VersionHistoryChanges({
  changes,
  title,
  headingLevel,
}: {
  changes: readonly string[];
  title: string;
  headingLevel: 3 | 4 | 5;
}) {
  return (
    <div className={styles.stageGroup}>
      <Heading level={headingLevel} size="md">
        {title}
      </Heading>
      {changes.length === 0 ? (
        <p className={styles.muted}>No changes found.</p>
      ) : (
        <ul className={styles.changeList}>
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
