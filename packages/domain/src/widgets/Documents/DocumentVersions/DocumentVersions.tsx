import { Badge, Card, Inline, Link } from '@backoffice/ui';
import {
  formatDocumentDateTime,
  parseDocumentVersion,
  compareDocumentVersions,
} from '../../../model/documents';
import type { DocumentVersionRecord } from '../documentRecords';
import { empty, versionEntry, versionList, versionMeta } from './DocumentVersions.css';

export interface DocumentVersionsProps {
  drafts: readonly DocumentVersionRecord[];
  published: readonly DocumentVersionRecord[];
  live: string | null;
  /** The version on screen, marked as current. */
  current?: string;
  versionHref: (version: string) => string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const newestFirst = (a: DocumentVersionRecord, b: DocumentVersionRecord) => {
  const first = parseDocumentVersion(a.version);
  const second = parseDocumentVersion(b.version);
  return first && second ? compareDocumentVersions(second, first) : 0;
};

/** Every version of a document, newest first: drafts, the live one, and those it replaced. */
export function DocumentVersions({
  drafts,
  published,
  live,
  current,
  versionHref,
  headingLevel = 2,
  className,
}: DocumentVersionsProps) {
  const entries = [
    ...drafts.map((version) => ({ ...version, state: 'draft' as const })),
    ...published.map((version) => ({
      ...version,
      state: version.version === live ? ('live' as const) : ('replaced' as const),
    })),
  ].sort(newestFirst);
  return (
    <Card title="Versions" headingLevel={headingLevel} className={className}>
      {entries.length === 0 ? (
        <p className={empty}>No versions yet.</p>
      ) : (
        <ol className={versionList}>
          {entries.map((entry) => (
            <li key={`${entry.state}-${entry.version}`} className={versionEntry}>
              <Inline gap="075">
                <Link
                  variant="standalone"
                  href={versionHref(entry.version)}
                  aria-current={entry.version === current ? 'page' : undefined}
                >
                  {`v${entry.version}`}
                </Link>
                {entry.state === 'live' ? <Badge tone="positive">Live</Badge> : null}
                {entry.state === 'draft' ? <Badge tone="caution">Draft</Badge> : null}
              </Inline>
              <span className={versionMeta}>
                {entry.author} · {formatDocumentDateTime(entry.created_at)}
              </span>
              {entry.notes.map((note) => (
                <span key={note}>{note}</span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
