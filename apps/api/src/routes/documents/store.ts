import {
  formatDocumentVersion,
  readTemplateHtml,
  TemplateReadError,
  variablesFor,
  writeTemplateHtml,
  type DocumentType,
  type DocumentVersionNumber,
  type TemplateDoc,
} from '@backoffice/domain/model';
import type { Sql } from '../../db/database';
import { invalidProperty, notFound } from '../../http/errors';
import { isoString } from '../credit-applications/access';

/** A document as its list and detail show it, with its live and newest draft versions. */
export interface DocumentRow {
  id: number;
  title: string;
  document_type: DocumentType;
  owner_id: number;
  tags: string[];
  notes: string | null;
  author: string | null;
  live_major: number | null;
  live_minor: number | null;
  draft_major: number | null;
  draft_minor: number | null;
  created_at: Date | string;
}

export interface VersionRow {
  revision: number;
  major: number;
  minor: number;
  state: 'draft' | 'published';
  notes: string[];
  author: string | null;
  created_at: Date | string;
  content?: string;
}

/** The name of the user a column names, as documents show their author. */
const authorOf = (column: string) =>
  `(SELECT concat_ws(' ', u.first_name, u.last_name) FROM users u WHERE u.user_id = ${column})`;

export const documentSelect = `
  SELECT d.document_id AS id, d.title, d.document_type, d.owner_id, d.tags, d.notes,
         ${authorOf('d.author_user_id')} AS author,
         lv.major AS live_major, lv.minor AS live_minor,
         dv.major AS draft_major, dv.minor AS draft_minor, d.created_at
    FROM documents d
    LEFT JOIN document_versions lv
      ON lv.document_id = d.document_id AND lv.version = d.live_version
    LEFT JOIN document_versions dv
      ON dv.document_id = d.document_id AND dv.version = d.latest_draft_version`;

export const versionSelect = (withContent: boolean) => `
  SELECT v.version AS revision, v.major, v.minor, v.state, v.notes,
         ${authorOf('v.author_user_id')} AS author, v.created_at
         ${withContent ? ', v.content' : ''}
    FROM document_versions v`;

const versionText = (major: number | null, minor: number | null) =>
  major === null || minor === null ? null : formatDocumentVersion({ major, minor });

export function liveVersionOf(row: DocumentRow): DocumentVersionNumber | null {
  return row.live_major === null || row.live_minor === null
    ? null
    : { major: row.live_major, minor: row.live_minor };
}

export function toDocumentSummary(row: DocumentRow) {
  return {
    id: row.id,
    title: row.title,
    document_type: row.document_type,
    owner_id: row.owner_id,
    tags: row.tags as ('customer' | 'retailer')[],
    live_version: versionText(row.live_major, row.live_minor),
    latest_draft_version: versionText(row.draft_major, row.draft_minor),
    created_at: isoString(row.created_at),
  };
}

export function toDocumentVersion(row: VersionRow) {
  return {
    version: formatDocumentVersion(row),
    notes: row.notes,
    author: row.author ?? 'Unknown',
    created_at: isoString(row.created_at),
    ...(row.content === undefined ? {} : { content: row.content }),
  };
}

/**
 * A document the user may work with, or 404: a lender user's scope is their own lender, and
 * another lender's document is as good as missing. `forUpdate` locks it for a version change.
 */
export async function readDocument(
  sql: Sql,
  documentId: number,
  scope: number | null,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow> {
  if (options.forUpdate) {
    await sql.query('SELECT 1 FROM documents WHERE document_id = $1 FOR UPDATE', [documentId]);
  }
  const [row] = await sql.query<DocumentRow>(`${documentSelect} WHERE d.document_id = $1`, [
    documentId,
  ]);
  if (!row || (scope !== null && row.owner_id !== scope)) {
    throw notFound('There is no such document.');
  }
  return row;
}

export async function readVersions(sql: Sql, documentId: number): Promise<VersionRow[]> {
  return sql.query<VersionRow>(
    `${versionSelect(false)} WHERE v.document_id = $1 ORDER BY v.major DESC, v.minor DESC`,
    [documentId],
  );
}

export async function readVersion(
  sql: Sql,
  documentId: number,
  version: DocumentVersionNumber,
): Promise<VersionRow> {
  const [row] = await sql.query<VersionRow>(
    `${versionSelect(true)} WHERE v.document_id = $1 AND v.major = $2 AND v.minor = $3`,
    [documentId, version.major, version.minor],
  );
  if (!row)
    throw notFound(`Version ${formatDocumentVersion(version)} of this document does not exist.`);
  return row;
}

/** The version a document opens at: its newest draft, otherwise its live version. */
export async function readLatestContent(sql: Sql, documentId: number): Promise<string | null> {
  const [row] = await sql.query<{ content: string }>(
    `SELECT v.content FROM documents d
       JOIN document_versions v
         ON v.document_id = d.document_id
        AND v.version = coalesce(d.latest_draft_version, d.live_version)
      WHERE d.document_id = $1`,
    [documentId],
  );
  return row?.content ?? null;
}

const contentError = (message: string) => invalidProperty('content', message);

/**
 * Reads a template sent by a client against the editor's schema and the type's palette. Elements
 * the editor has no node for are converted or left out with their scripts, handlers and unsafe
 * links; an unknown variable is refused, as the editor would refuse to read it.
 */
export function readSentTemplate(html: string, type: DocumentType): TemplateDoc {
  const palette = variablesFor(type);
  try {
    return readTemplateHtml(html, {
      isKnownVariable: (name) => palette.has(name),
      elements: 'lenient',
      unknownVariables: 'error',
    });
  } catch (error) {
    if (error instanceof TemplateReadError) {
      throw contentError(
        error.problem === 'unknown-variable'
          ? `${error.message}: ${error.detail} is not a variable of this document type.`
          : `${error.message}: ${error.detail}`,
      );
    }
    throw error;
  }
}

/** The template as it is stored: sanitised and written exactly as the editor writes it. */
export function sanitiseTemplate(html: string, type: DocumentType): string {
  return writeTemplateHtml(readSentTemplate(html, type));
}
