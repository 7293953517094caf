import type { DocumentType } from './documentTypes';
import { formatDocumentVersion, nextLiveVersion, parseDocumentVersion } from './documentVersions';
import { checkTemplate } from './templateChecks';
import { readDocumentTemplate, writeTemplateHtml } from './templateHtml';
import type { TemplateDoc } from './templateSchema';
import { templateLines } from './templateText';

/** A stored template read for the editor, or null when it cannot be read (it is shown as is). */
export function readTemplateOrNull(html: string, type: DocumentType): TemplateDoc | null {
  try {
    return readDocumentTemplate(html, type);
  } catch {
    return null;
  }
}

/** A stored version's text as the publish review compares it, or null when it cannot be read. */
export function documentTextOf(html: string | null | undefined, type: DocumentType): string | null {
  const template = html ? readTemplateOrNull(html, type) : null;
  return template ? templateLines(template) : null;
}

/** The fields of the contract's Document the editor reads. */
export interface EditedDocument {
  document_type: DocumentType;
  /** The newest version's HTML as saved. */
  content?: string | null;
  live_version: string | null;
  latest_draft_version: string | null;
}

/**
 * What the document editor shows of its template: whether it differs from the saved version, the
 * version it edits, whether there is a draft to publish (a saved draft, or unsaved changes), the
 * checks and text of what is shown, and the version publishing would make live. `current` is the
 * editor's template once the author has changed it; null before.
 */
export function documentEditorState(document: EditedDocument, current: TemplateDoc | null) {
  const { document_type: type, live_version: live, latest_draft_version: latestDraft } = document;
  const savedHtml = document.content ?? '';
  const isDirty = current !== null && writeTemplateHtml(current) !== savedHtml;
  const shown = current ?? readTemplateOrNull(savedHtml, type);
  return {
    isDirty,
    version: latestDraft ?? live ?? '1.0',
    canPublish: latestDraft !== null || isDirty,
    checks: shown ? checkTemplate(shown, type) : [],
    text: shown ? templateLines(shown) : '',
    nextLive: formatDocumentVersion(nextLiveVersion(live ? parseDocumentVersion(live) : null)),
  };
}
