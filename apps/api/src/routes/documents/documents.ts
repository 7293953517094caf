import {
  canPublishVersion,
  documentTagOf,
  nextDraftVersion,
  nextLiveVersion,
  parseDocumentVersion,
  resolveTemplateVariables,
  sameDocumentVersion,
  templateSampleFor,
  type DocumentType,
  type DocumentVersionNumber,
  type TemplateSampleKey,
} from '@backoffice/domain/model';
import type { Sql } from '../../db/database';
import { conflict, forbidden, invalidProperty, notFound } from '../../http/errors';
import { sessionOf, type OperationContext, type OperationHandlers } from '../../http/operations';
import { lenderScopeOf } from '../credit-policies/store';
import { readLenders } from '../lenders/lenders';
import { renderTemplatePdf } from './pdf';
import {
  documentSelect,
  liveVersionOf,
  readDocument,
  readLatestContent,
  readSentTemplate,
  readVersion,
  readVersions,
  sanitiseTemplate,
  toDocumentSummary,
  toDocumentVersion,
  type DocumentRow,
  type VersionRow,
} from './store';

interface DocumentCreate {
  title: string;
  document_type: DocumentType;
  owner_id: number;
  notes?: string;
  author: string;
  content: string;
  tags?: ('customer' | 'retailer')[];
}

interface DraftCreate {
  notes?: string;
  author: string;
  content: string;
}

function versionParam(context: OperationContext): DocumentVersionNumber {
  const version = parseDocumentVersion(context.params.version as string);
  if (!version) throw invalidProperty('version', 'must be major.minor, e.g. 1.2');
  return version;
}

async function assertLender(sql: Sql, lenderId: number, scope: number | null) {
  const [lender] = await sql.query('SELECT 1 FROM lenders WHERE lender_id = $1', [lenderId]);
  if (!lender || (scope !== null && scope !== lenderId)) throw notFound('There is no such lender.');
}

/** A document with the content it opens at and, when asked, all its versions. */
async function documentBody(sql: Sql, row: DocumentRow, extended: boolean) {
  const body = {
    ...toDocumentSummary(row),
    notes: row.notes,
    author: row.author ?? 'Unknown',
    content: await readLatestContent(sql, row.id),
  };
  if (!extended) return body;
  const versions = await readVersions(sql, row.id);
  const list = (state: VersionRow['state']) =>
    versions.filter((version) => version.state === state).map(toDocumentVersion);
  return { ...body, drafts: list('draft'), published_versions: list('published') };
}

/** The document's revision numbers go up by one per saved version. */
async function nextRevision(sql: Sql, documentId: number): Promise<number> {
  const [row] = await sql.query<{ next: number }>(
    'SELECT coalesce(max(version), 0) + 1 AS next FROM document_versions WHERE document_id = $1',
    [documentId],
  );
  return row?.next ?? 1;
}

async function insertVersion(
  sql: Sql,
  documentId: number,
  version: DocumentVersionNumber,
  fields: { content: string; notes?: string; authorId: number },
): Promise<VersionRow> {
  const revision = await nextRevision(sql, documentId);
  await sql.query(
    `INSERT INTO document_versions
       (document_id, version, major, minor, state, content, notes, author_user_id)
     VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7)`,
    [
      documentId,
      revision,
      version.major,
      version.minor,
      fields.content,
      fields.notes?.trim() ? [fields.notes.trim()] : [],
      fields.authorId,
    ],
  );
  await sql.query('UPDATE documents SET latest_draft_version = $2 WHERE document_id = $1', [
    documentId,
    revision,
  ]);
  return readVersion(sql, documentId, version);
}

export const documentHandlers: OperationHandlers = {
  async listDocuments(context) {
    const scope = lenderScopeOf(context);
    const ownerId = context.query.owner_id as number | undefined;
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (scope !== null) {
      values.push(scope);
      conditions.push(`d.owner_id = $${values.length}`);
    }
    if (ownerId !== undefined) {
      values.push(ownerId);
      conditions.push(`d.owner_id = $${values.length}`);
    }
    const rows = await context.sql.query<DocumentRow>(
      `${documentSelect} ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY greatest(d.created_at, lv.created_at, dv.created_at) DESC, d.document_id DESC`,
      values,
    );
    return { status: 200, body: { items: rows.map(toDocumentSummary) } };
  },

  async listDocumentOwners(context) {
    const items = await readLenders(context.sql, lenderScopeOf(context), 'name');
    return { status: 200, body: { items } };
  },

  async createDocument(context) {
    const { userId } = sessionOf(context);
    const scope = lenderScopeOf(context);
    const body = context.body as DocumentCreate;
    const title = body.title.trim();
    if (!title) throw invalidProperty('title', 'must not be blank');
    const tag = documentTagOf(body.document_type);
    if (body.tags && (body.tags.length !== 1 || body.tags[0] !== tag)) {
      throw invalidProperty('tags', `must be ["${tag}"] for a ${body.document_type} document`);
    }
    if (scope !== null && scope !== body.owner_id) {
      throw forbidden("You may only work with your own lender's documents.");
    }
    const [lender] = await context.sql.query('SELECT 1 FROM lenders WHERE lender_id = $1', [
      body.owner_id,
    ]);
    if (!lender) throw invalidProperty('owner_id', 'is not a lender');
    const content = sanitiseTemplate(body.content, body.document_type);
    const [created] = (await context.sql.query<{ id: number }>(
      `INSERT INTO documents (title, document_type, owner_id, notes, author_user_id, tags)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING document_id AS id`,
      [title, body.document_type, body.owner_id, body.notes?.trim() || null, userId, [tag]],
    )) as [{ id: number }];
    await insertVersion(context.sql, created.id, nextDraftVersion({ live: null, drafts: [] }), {
      content,
      notes: body.notes,
      authorId: userId,
    });
    const row = await readDocument(context.sql, created.id, scope);
    return {
      status: 201,
      body: await documentBody(context.sql, row, false),
      headers: { location: `/api/documents/${created.id}` },
    };
  },

  async getDocument(context) {
    const row = await readDocument(
      context.sql,
      context.params.documentId as number,
      lenderScopeOf(context),
    );
    return {
      status: 200,
      body: await documentBody(context.sql, row, context.query.extended === true),
    };
  },

  async getDocumentVersion(context) {
    const documentId = context.params.documentId as number;
    await readDocument(context.sql, documentId, lenderScopeOf(context));
    const version = await readVersion(context.sql, documentId, versionParam(context));
    return { status: 200, body: toDocumentVersion(version) };
  },

  async createDocumentDraft(context) {
    const { userId } = sessionOf(context);
    const documentId = context.params.documentId as number;
    const row = await readDocument(context.sql, documentId, lenderScopeOf(context), {
      forUpdate: true,
    });
    const body = context.body as DraftCreate;
    const content = sanitiseTemplate(body.content, row.document_type);
    const drafts = (await readVersions(context.sql, documentId))
      .filter((version) => version.state === 'draft')
      .map(({ major, minor }) => ({ major, minor }));
    const version = nextDraftVersion({ live: liveVersionOf(row), drafts });
    const saved = await insertVersion(context.sql, documentId, version, {
      content,
      notes: body.notes,
      authorId: userId,
    });
    return { status: 201, body: toDocumentVersion(saved) };
  },

  async publishDocumentVersion(context) {
    const { userId } = sessionOf(context);
    const documentId = context.params.documentId as number;
    const row = await readDocument(context.sql, documentId, lenderScopeOf(context), {
      forUpdate: true,
    });
    const version = versionParam(context);
    const target = await readVersion(context.sql, documentId, version);
    const live = liveVersionOf(row);
    const drafts = (await readVersions(context.sql, documentId))
      .filter((item) => item.state === 'draft')
      .map(({ major, minor }) => ({ major, minor }));
    if (!canPublishVersion(version, { live, drafts })) {
      throw conflict(
        sameDocumentVersion(version, live)
          ? 'This version is already live.'
          : 'Only a draft can be published.',
      );
    }
    const published = nextLiveVersion(live);
    // The drafts are erased first, so that the new live number (1.0 for the first) is free.
    await context.sql.query(
      `DELETE FROM document_versions WHERE document_id = $1 AND state = 'draft' AND version <> $2`,
      [documentId, target.revision],
    );
    await context.sql.query(
      `UPDATE document_versions
          SET state = 'published', major = $3, minor = $4, author_user_id = $5, created_at = now()
        WHERE document_id = $1 AND version = $2`,
      [documentId, target.revision, published.major, published.minor, userId],
    );
    await context.sql.query(
      `UPDATE documents SET live_version = $2, latest_draft_version = NULL WHERE document_id = $1`,
      [documentId, target.revision],
    );
    return {
      status: 201,
      body: toDocumentVersion(await readVersion(context.sql, documentId, published)),
    };
  },

  async listLenderDocuments(context) {
    const lenderId = context.params.lenderId as number;
    await assertLender(context.sql, lenderId, lenderScopeOf(context));
    const type = context.query.document_type as DocumentType | undefined;
    const rows = await context.sql.query<DocumentRow>(
      `${documentSelect}
        WHERE d.owner_id = $1 AND d.live_version IS NOT NULL
          AND ($2::text IS NULL OR d.document_type = $2)
        ORDER BY lv.created_at DESC, d.document_id DESC`,
      [lenderId, type ?? null],
    );
    return { status: 200, body: { items: rows.map(toDocumentSummary) } };
  },

  async previewLenderDocument(context) {
    const lenderId = context.params.lenderId as number;
    const scope = lenderScopeOf(context);
    await assertLender(context.sql, lenderId, scope);
    const body = context.body as {
      content: string;
      type: DocumentType;
      sample?: TemplateSampleKey;
    };
    // An unknown variable is refused here, before anything is rendered.
    const template = readSentTemplate(body.content, body.type);
    const [lender] = (await context.sql.query<{ name: string }>(
      'SELECT name FROM lenders WHERE lender_id = $1',
      [lenderId],
    )) as [{ name: string }];
    const sample = templateSampleFor(body.sample ?? 'standard-purchase');
    const resolved = resolveTemplateVariables(template, {
      ...sample.values,
      lender_name: lender.name,
    });
    const pdf = await renderTemplatePdf(resolved, { title: `Preview — ${sample.label}` });
    return { status: 200, body: { url: `data:application/pdf;base64,${pdf.toString('base64')}` } };
  },
};
