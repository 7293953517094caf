import { Badge, Button, formatDateTime } from '@backoffice/ui';
import { useId } from 'react';
import * as styles from './ModuleBuilder.css';

/** A row of a module's versions, shaped as the contract's PolicyVersionSummary. */
export interface ModuleVersionRow {
  version: number;
  saved_at: string;
  saved_by: { user_id: number; username: string } | null;
}

export interface ModuleVersionsProps {
  /** Newest first. */
  versions: readonly ModuleVersionRow[];
  /** The module's current version: it has no Restore button. */
  currentVersion?: number;
  onRestore?: (version: number) => void;
  /** While a restore is being saved. */
  isRestoring?: boolean;
  className?: string;
}

/** The saved versions of a module, newest first, each with who saved it and a Restore button. */
export function ModuleVersions({
  versions,
  currentVersion,
  onRestore,
  isRestoring = false,
  className,
}: ModuleVersionsProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <h3 id={headingId} className={styles.sectionHeading}>
        Versions
      </h3>
      {versions.length === 0 ? (
        <p className={styles.muted}>No versions</p>
      ) : (
        <ol aria-labelledby={headingId} className={styles.list}>
          {versions.map((entry) => (
            <li key={entry.version} className={styles.item}>
              <div className={styles.itemRow}>
                <div className={styles.itemMain}>
                  <span className={styles.itemName}>Version {entry.version}</span>
                  {entry.version === currentVersion ? <Badge tone="info">Current</Badge> : null}
                  <span className={styles.muted}>
                    <time dateTime={entry.saved_at}>
                      {formatDateTime(new Date(entry.saved_at))}
                    </time>
                    {' by '}
                    {entry.saved_by?.username ?? 'System'}
                  </span>
                </div>
                {onRestore && entry.version !== currentVersion ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={isRestoring}
                    aria-label={`Restore version ${entry.version}`}
                    onPress={() => onRestore(entry.version)}
                  >
                    Restore
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
