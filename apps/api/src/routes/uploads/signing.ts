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

/**
 * Where a stored attachment downloads from: a signed address a plain link can open. It expires
 * at the end of the next whole hour, so that the address stays the same between two reads of
 * the page in one hour (cached pages and rendered links agree) and lives one to two hours.
 */
export function attachmentUrl(
  config: ServerConfig,
  creditAppId: number,
  uploadId: number,
  now = Date.now(),
): string {
  const expires = (Math.floor(now / HOUR) + 2) * HOUR;
  const signature = sign(config, 'download', `${creditAppId}/${uploadId}`, expires);
  return `/api/credit-applications/${creditAppId}/uploads/${uploadId}/file?expires=${expires}&signature=${signature}`;
}
