/**
 * Version numbers of lender documents (platform-shell.md section 4). A version is major.minor:
 * - a new document starts at v1.0, a draft;
 * - Save as Draft creates the next minor version of the newest one (1.0 → 1.1 → 1.2);
 * - publishing a draft makes it live as the next major with .0 (the first publish is 1.0, then
 *   2.0, …) and erases the drafts; the next draft continues from the live one (2.0 → 2.1).
 * Publishing is offered for drafts only, so never while the live version is being viewed.
 */
export interface DocumentVersionNumber {
  major: number;
  minor: number;
}

export const firstDocumentVersion: DocumentVersionNumber = { major: 1, minor: 0 };

const versionPattern = /^(\d{1,4})\.(\d{1,4})$/;

/** "1.2" → { major: 1, minor: 2 }; anything else → null. */
export function parseDocumentVersion(text: string): DocumentVersionNumber | null {
  const match = versionPattern.exec(text.trim().replace(/^v/i, ''));
  if (!match) return null;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  return major >= 1 ? { major, minor } : null;
}

export function formatDocumentVersion(version: DocumentVersionNumber): string {
  return `${version.major}.${version.minor}`;
}

/** Negative when a is older than b. */
export function compareDocumentVersions(a: DocumentVersionNumber, b: DocumentVersionNumber) {
  return a.major - b.major || a.minor - b.minor;
}

export function sameDocumentVersion(
  a: DocumentVersionNumber | null | undefined,
  b: DocumentVersionNumber | null | undefined,
): boolean {
  return !!a && !!b && compareDocumentVersions(a, b) === 0;
}

export interface DocumentVersionState {
  /** The live (published) version, if any. */
  live: DocumentVersionNumber | null;
  /** The current drafts. */
  drafts: readonly DocumentVersionNumber[];
}

function newest(versions: readonly DocumentVersionNumber[]): DocumentVersionNumber | null {
  return versions.reduce<DocumentVersionNumber | null>(
    (best, version) => (best && compareDocumentVersions(best, version) >= 0 ? best : version),
    null,
  );
}

/** The version Save as Draft creates: the newest version's major, its minor plus one. */
export function nextDraftVersion(state: DocumentVersionState): DocumentVersionNumber {
  const latest = newest([...(state.live ? [state.live] : []), ...state.drafts]);
  return latest ? { major: latest.major, minor: latest.minor + 1 } : firstDocumentVersion;
}

/** The number a draft takes when it is published: the next major, with .0. */
export function nextLiveVersion(live: DocumentVersionNumber | null): DocumentVersionNumber {
  return { major: live ? live.major + 1 : 1, minor: 0 };
}

/** The newest draft, the one the editor opens; null when there is none. */
export function latestDraftVersion(state: DocumentVersionState): DocumentVersionNumber | null {
  return newest(state.drafts);
}

/** Publish is offered for a draft, never for the live version (or a superseded one). */
export function canPublishVersion(
  version: DocumentVersionNumber,
  state: DocumentVersionState,
): boolean {
  if (sameDocumentVersion(version, state.live)) return false;
  return state.drafts.some((draft) => sameDocumentVersion(draft, version));
}

/** Whether a document's version may be published, read from the document's own lists. */
export function canPublishVersionOf(
  document: { live_version: string | null; drafts?: readonly { version: string }[] },
  version: string,
): boolean {
  const shown = parseDocumentVersion(version);
  if (!shown) return false;
  return canPublishVersion(shown, {
    live: parseDocumentVersion(document.live_version ?? ''),
    drafts: (document.drafts ?? []).flatMap((draft) => parseDocumentVersion(draft.version) ?? []),
  });
}
