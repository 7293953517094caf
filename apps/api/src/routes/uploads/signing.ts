import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../../config';
import { HttpError } from '../../http/errors';

/** Each purpose signs its own message, so that one kind of signature never passes for another. */
type SignedPurpose = 'upload' | 'download';

function signatureOf(secret: string, purpose: SignedPurpose, subject: string, expires: number) {
  return createHmac('sha256', secret)
    .update(`${purpose}:${subject}:${expires}`)
    .digest('base64url');
}

export function sign(
  config: ServerConfig,
  purpose: SignedPurpose,
  subject: string,
  expires: number,
): string {
  return signatureOf(config.uploadSigningSecret, purpose, subject, expires);
}

/** Throws 403 unless the signature is the server's for this subject and has not expired. */
export function checkSignature(
  config: ServerConfig,
  purpose: SignedPurpose,
  subject: string,
  expires: number,
  signature: string,
  now = Date.now(),
) {
  const expected = Buffer.from(sign(config, purpose, subject, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new HttpError(403, 'ERR_FORBIDDEN', 'The signature of this request is not valid.');
  }
  if (expires < now) {
    throw new HttpError(403, 'ERR_FORBIDDEN', 'The signature of this request has expired.');
  }
}

const HOUR = 60 * 60 * 1000;

/** Whose files an upload belongs to: the path segment of the owner's resource. */
export type UploadOwnerKind = 'credit-applications' | 'retailers';

/** What a download signature covers; an application's keeps its first form. */
function downloadSubject(kind: UploadOwnerKind, ownerId: number, uploadId: number): string {
  return kind === 'credit-applications'
    ? `${ownerId}/${uploadId}`
    : `${kind}/${ownerId}/${uploadId}`;
}

/**
 * Where a stored file downloads from: a signed address a plain link can open. It expires at the
 * end of the next whole hour, so that the address stays the same between two reads of the page
 * in one hour (cached pages and rendered links agree) and lives one to two hours.
 */
export function uploadDownloadUrl(
  config: ServerConfig,
  kind: UploadOwnerKind,
  ownerId: number,
  uploadId: number,
  now = Date.now(),
): string {
  const expires = (Math.floor(now / HOUR) + 2) * HOUR;
  const signature = sign(config, 'download', downloadSubject(kind, ownerId, uploadId), expires);
  return `/api/${kind}/${ownerId}/uploads/${uploadId}/file?expires=${expires}&signature=${signature}`;
}

/** Throws 403 unless the download address was signed by this server and has not expired. */
export function checkDownloadSignature(
  config: ServerConfig,
  kind: UploadOwnerKind,
  ownerId: number,
  uploadId: number,
  query: { expires: number; signature: string },
) {
  checkSignature(
    config,
    'download',
    downloadSubject(kind, ownerId, uploadId),
    query.expires,
    query.signature,
  );
}

/** A credit application attachment's download address. */
export const attachmentUrl = (
  config: ServerConfig,
  creditAppId: number,
  uploadId: number,
  now = Date.now(),
) => uploadDownloadUrl(config, 'credit-applications', creditAppId, uploadId, now);
