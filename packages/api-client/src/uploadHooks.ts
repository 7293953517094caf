import { useMutation } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient } from './hooks';
import { bypassErrorBanner } from './errorBanner';

export type Upload = components['schemas']['Upload'];

/** How a note names an attachment once its file is stored. */
export interface UploadedAttachment {
  file_name: string;
  upload_id: number;
}

/** The spec's message when the storage does not take the file (platform-shell.md section 8). */
export const uploadFailedMessage = 'Failed to upload';

/** The three calls of one owner's uploads. */
interface UploadSteps {
  create(file: File): Promise<Upload>;
  sign(uploadId: number): Promise<{ url: string; fields: Record<string, string> }>;
  finish(uploadId: number, state: 'uploaded' | 'failed'): Promise<unknown>;
}

/**
 * Stores a file in three steps: the upload is created (the server checks the name, type and
 * size), signed, its file posted to the signature's storage address as a multipart form (the
 * hidden fields first, then the file), and the upload marked uploaded. When the storage step
 * fails the upload is marked failed and 'Failed to upload' is thrown; a refused create throws
 * the server's own message.
 */
async function uploadThroughSteps(steps: UploadSteps, file: File): Promise<UploadedAttachment> {
  const upload = await steps.create(file);
  try {
    const signature = await steps.sign(upload.upload_id);
    const form = new FormData();
    for (const [name, value] of Object.entries(signature.fields)) form.append(name, value);
    form.append('file', file, file.name);
    // The storage is not the API (an S3 bucket, or the server's storage address): the signed
    // form goes to its own address, without the session's token.
    const stored = await globalThis.fetch(signature.url, { method: 'POST', body: form });
    if (!stored.ok) throw new Error(`The storage answered ${stored.status}.`);
    await steps.finish(upload.upload_id, 'uploaded');
  } catch (cause) {
    // Best effort: a pending upload that is never finished is as good as failed.
    await steps.finish(upload.upload_id, 'failed').catch(() => undefined);
    throw new Error(uploadFailedMessage, { cause });
  }
  return { file_name: file.name, upload_id: upload.upload_id };
}

const fileBody = (file: File) => ({
  file_name: file.name,
  content_type: file.type,
  size: file.size,
});

/** Stores a note attachment of a credit application through the upload steps. */
export function uploadApplicationAttachment(
  client: BackofficeClient,
  creditAppId: number,
  file: File,
): Promise<UploadedAttachment> {
  const uploadPath = (uploadId: number) => ({ params: { path: { creditAppId, uploadId } } });
  return uploadThroughSteps(
    {
      create: (chosen) =>
        unwrap(
          client.POST('/credit-applications/{creditAppId}/uploads', {
            params: { path: { creditAppId } },
            body: fileBody(chosen),
          }),
        ),
      sign: (uploadId) =>
        unwrap(
          client.POST(
            '/credit-applications/{creditAppId}/uploads/{uploadId}/signatures',
            uploadPath(uploadId),
          ),
        ),
      finish: (uploadId, state) =>
        unwrap(
          client.PATCH('/credit-applications/{creditAppId}/uploads/{uploadId}', {
            ...uploadPath(uploadId),
            body: { state },
          }),
        ),
    },
    file,
  );
}

/**
 * Stores a merchant file (a note attachment, or a custom operating agreement PDF) through the
 * upload steps; resolves to its upload id, which the note or the agreement then names.
 */
export function uploadRetailerFile(
  client: BackofficeClient,
  retailerId: number,
  file: File,
): Promise<UploadedAttachment> {
  const uploadPath = (uploadId: number) => ({ params: { path: { retailerId, uploadId } } });
  return uploadThroughSteps(
    {
      create: (chosen) =>
        unwrap(
          client.POST('/retailers/{retailerId}/uploads', {
            params: { path: { retailerId } },
            body: fileBody(chosen),
          }),
        ),
      sign: (uploadId) =>
        unwrap(
          client.POST(
            '/retailers/{retailerId}/uploads/{uploadId}/signatures',
            uploadPath(uploadId),
          ),
        ),
      finish: (uploadId, state) =>
        unwrap(
          client.PATCH('/retailers/{retailerId}/uploads/{uploadId}', {
            ...uploadPath(uploadId),
            body: { state },
          }),
        ),
    },
    file,
  );
}

/** Uploads one note attachment of the application; resolves to how the note names it. */
export function useUploadApplicationAttachment(creditAppId: number) {
  const client = useBackofficeClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (file: File) => uploadApplicationAttachment(client, creditAppId, file),
  });
}

/** Uploads one merchant file; resolves to its upload id (isPending while it goes). */
export function useUploadRetailerFile(retailerId: number) {
  const client = useBackofficeClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (file: File) => uploadRetailerFile(client, retailerId, file),
  });
}
