import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { components } from '@backoffice/api-client/schema';
import type { ServerConfig } from '../../config';
import type { MultipartFile } from '../../http/contract';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import {
  sessionOf,
  type BeforeBodyCheck,
  type OperationContext,
  type OperationResult,
} from '../../http/operations';
import {
  ATTACHMENT_TYPES,
  SIGNATURE_BYTES,
  attachmentTypeOf,
  isAttachmentType,
  type AttachmentType,
} from './content';
import {
  checkDownloadSignature,
  checkSignature,
  sign,
  uploadDownloadUrl,
  type UploadOwnerKind,
} from './signing';

type Upload = components['schemas']['Upload'];
type UploadRequest = components['schemas']['UploadRequest'];
type UploadStatePatch = components['schemas']['UploadStatePatch'];

/** The contract's limit on one file (UploadRequest.size). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** How long a signature to send the file stays good. */
const SEND_WINDOW_SECONDS = 15 * 60;

const UPLOAD_NOT_FOUND = 'Upload not found.';

/** The database keeps its own state names; the contract speaks of uploaded and failed. */
const contractStates = { pending: 'pending', stored: 'uploaded', rejected: 'failed' } as const;
type StoredState = keyof typeof contractStates;

/**
 * The resource an upload is started for (a credit application, a merchant): its files are
 * handed out only through that resource's pages.
 */
export interface UploadOwner {
  kind: UploadOwnerKind;
  id: number;
  /**
   * Uploads of other owners this one may hand out as well (an attachment copied onto an
   * application), as SQL over `up` where $2 is the owner's id.
   */
  alsoVisibleSql?: string;
}

const ownerColumns: Record<UploadOwnerKind, string> = {
  'credit-applications': 'credit_application_id',
  retailers: 'retailer_id',
};

export interface UploadRow {
  upload_id: number;
  s3_file_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_path: string;
  state: StoredState;
  uploaded_by: number | null;
  created_at: Date | string;
}

const uploadColumns = `up.upload_id, up.s3_file_id::text AS s3_file_id, up.file_name, up.content_type,
  up.size_bytes, up.storage_path, up.state, up.uploaded_by, up.created_at`;

/** The upload as the contract shows it; a stored file gets its download address. */
export function toUpload(config: ServerConfig, row: UploadRow, owner: UploadOwner): Upload {
  const stored = row.state === 'stored';
  return {
    upload_id: row.upload_id,
    s3_file_id: stored ? row.s3_file_id : null,
    file_name: row.file_name,
    content_type: row.content_type,
    size: row.size_bytes,
    state: contractStates[row.state],
    url: stored ? uploadDownloadUrl(config, owner.kind, owner.id, row.upload_id) : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * An upload of the owner (started for it, or visible to it). Without an owner, any owned
 * upload: the storage address knows only the upload.
 */
export async function findUpload(
  context: OperationContext,
  uploadId: number,
  owner: UploadOwner | null,
  { forUpdate = false } = {},
): Promise<UploadRow> {
  const values: unknown[] = [uploadId];
  let ownedBy: string;
  if (owner) {
    values.push(owner.id);
    ownedBy = `(up.${ownerColumns[owner.kind]} = $2${owner.alsoVisibleSql ? ` OR ${owner.alsoVisibleSql}` : ''})`;
  } else {
    ownedBy = `(${Object.values(ownerColumns)
      .map((column) => `up.${column} IS NOT NULL`)
      .join(' OR ')})`;
  }
  const [row] = await context.sql.query<UploadRow>(
    `SELECT ${uploadColumns} FROM uploads up
      WHERE up.upload_id = $1 AND ${ownedBy}
      ${forUpdate ? 'FOR UPDATE' : ''}`,
    values,
  );
  if (!row) throw notFound(UPLOAD_NOT_FOUND);
  return row;
}

function checkOwner(context: OperationContext, upload: UploadRow) {
  if (upload.uploaded_by !== sessionOf(context).userId) {
    throw forbidden('Only the user who started an upload may send or finish it.');
  }
}

function checkPending(upload: UploadRow) {
  if (upload.state !== 'pending') {
    throw conflict(`This upload is already ${contractStates[upload.state]}.`);
  }
}

const typeNames: Record<AttachmentType, string> = {
  'application/pdf': 'a PDF',
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
};

/** Refuses a file whose bytes are not what its upload declared. */
function checkContent(upload: UploadRow, start: Uint8Array) {
  if (attachmentTypeOf(start) !== upload.content_type) {
    throw invalid(
      `The file is not ${typeNames[upload.content_type as AttachmentType] ?? upload.content_type}.`,
      [{ property: 'file', message: `does not hold ${upload.content_type} content` }],
    );
  }
}

async function startOf(stream: Readable, length: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.from(chunk as Uint8Array);
    chunks.push(bytes);
    read += bytes.length;
    if (read >= length) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, length);
}

/**
 * What a file name may not hold: a slash (a path), control characters, or the characters that
 * turn text direction around (U+202E makes 'invoice‮fdp.exe' read as 'invoiceexe.pdf').
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const unsafeFileName = /[\u0000-\u001f\u007f/\\\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Starts an upload of a PDF, PNG or JPEG file for the owner, checked by name, type and size. */
export async function startUpload(
  context: OperationContext,
  owner: UploadOwner,
): Promise<OperationResult> {
  const principal = sessionOf(context);
  const body = context.body as UploadRequest;
  const contentType = body.content_type.toLowerCase();
  if (!isAttachmentType(contentType)) {
    throw invalid('Attachments must be PDF, PNG or JPEG files.', [
      { property: 'content_type', message: `must be one of ${ATTACHMENT_TYPES.join(', ')}` },
    ]);
  }
  if (unsafeFileName.test(body.file_name)) {
    throw invalid('The file name may not hold slashes, control or text-direction characters.', [
      { property: 'file_name', message: 'holds slashes, control or text-direction characters' },
    ]);
  }
  const fileId = randomUUID();
  const [row] = (await context.sql.query<UploadRow>(
    `INSERT INTO uploads AS up (s3_file_id, file_name, content_type, size_bytes, storage_path, state,
                          uploaded_by, ${ownerColumns[owner.kind]})
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7)
     RETURNING ${uploadColumns}`,
    [
      fileId,
      body.file_name,
      contentType,
      body.size,
      `uploads/${fileId}`,
      principal.userId,
      owner.id,
    ],
  )) as [UploadRow];
  return { status: 201, body: toUpload(context.config, row, owner) };
}

/**
 * Where and how to send the file: the store's own presigned form when it takes uploads itself,
 * else this server's storage address with a signature that expires.
 */
export async function signUpload(
  context: OperationContext,
  upload: UploadRow,
): Promise<OperationResult> {
  checkOwner(context, upload);
  checkPending(upload);
  if (context.storage.presignedPost) {
    const post = await context.storage.presignedPost(upload.storage_path, {
      contentType: upload.content_type,
      maxBytes: upload.size_bytes,
      expiresInSeconds: SEND_WINDOW_SECONDS,
    });
    return { status: 201, body: post };
  }
  const expires = Date.now() + SEND_WINDOW_SECONDS * 1000;
  const signature = sign(context.config, 'upload', String(upload.upload_id), expires);
  // The signature travels in the address, so that the storage address can refuse an unsigned
  // form before reading its body (checkUploadSignature).
  return {
    status: 201,
    body: {
      url: `/api/storage/uploads/${upload.upload_id}?expires=${expires}&signature=${signature}`,
      fields: {},
    },
  };
}

/** The storage address's check before the body is read: a signature for this upload, unexpired. */
export const checkUploadSignature: BeforeBodyCheck = ({ params, query, config }) => {
  checkSignature(
    config,
    'upload',
    String(params.uploadId),
    Number(query.expires),
    typeof query.signature === 'string' ? query.signature : '',
  );
};

/**
 * The storage address: takes the signed form's file once (its signature was checked before the
 * body was read), checked by size and by content.
 */
export async function sendUploadToStorage(context: OperationContext) {
  const uploadId = Number(context.params.uploadId);
  const form = context.body as { file: MultipartFile };
  const upload = await findUpload(context, uploadId, null, { forUpdate: true });
  checkPending(upload);
  if (form.file.bytes.byteLength !== upload.size_bytes) {
    throw invalid(`The file is not the ${upload.size_bytes} bytes its upload declared.`, [
      { property: 'file', message: `must be ${upload.size_bytes} bytes` },
    ]);
  }
  checkContent(upload, form.file.bytes.subarray(0, SIGNATURE_BYTES));
  await context.storage.put(upload.storage_path, form.file.bytes);
  return { status: 204 };
}

/**
 * The uploader marks the upload uploaded once the storage has the file (checked again by
 * content, since a store that takes uploads itself does not look inside), or failed. Answers
 * the upload and whether it is now stored.
 */
export async function finishUpload(
  context: OperationContext,
  upload: UploadRow,
  owner: UploadOwner,
): Promise<{ upload: Upload; stored: boolean }> {
  checkOwner(context, upload);
  checkPending(upload);
  const { state } = context.body as UploadStatePatch;
  if (state === 'uploaded') {
    const stored = await context.storage.read(upload.storage_path);
    if (!stored) throw conflict('The file has not arrived in storage yet.');
    checkContent(upload, await startOf(stored, SIGNATURE_BYTES));
  } else {
    await context.storage.remove(upload.storage_path);
  }
  const [row] = (await context.sql.query<UploadRow>(
    `UPDATE uploads AS up SET state = $2 WHERE up.upload_id = $1 RETURNING ${uploadColumns}`,
    [upload.upload_id, state === 'uploaded' ? 'stored' : 'rejected'],
  )) as [UploadRow];
  return { upload: toUpload(context.config, row, owner), stored: state === 'uploaded' };
}

/** `attachment` with the name as typed where the header can carry it (RFC 6266). */
function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored file of the owner to whoever holds its signed, unexpired address. */
export async function downloadUpload(
  context: OperationContext,
  owner: UploadOwner,
): Promise<OperationResult> {
  const uploadId = Number(context.params.uploadId);
  checkDownloadSignature(
    context.config,
    owner.kind,
    owner.id,
    uploadId,
    context.query as { expires: number; signature: string },
  );
  const upload = await findUpload(context, uploadId, owner);
  const stream = upload.state === 'stored' ? await context.storage.read(upload.storage_path) : null;
  if (!stream) throw notFound(UPLOAD_NOT_FOUND);
  return {
    status: 200,
    stream,
    headers: {
      'content-type': upload.content_type,
      'content-disposition': contentDisposition(upload.file_name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  };
}
