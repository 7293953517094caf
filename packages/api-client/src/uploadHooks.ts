import { useMutation } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient } from './hooks';

export type Upload = components['schemas']['Upload'];

/** How a note names an attachment once its file is stored. */
export interface UploadedAttachment {
  file_name: string;
  upload_id: number;
}

/** The spec's message when the storage does not take the file (platform-shell.md section 8). */
export const uploadFailedMessage = 'Failed to upload';

/**
 * Stores a note attachment in three steps: the upload is created (the server checks the name,
 * type and size), signed, its file posted to the signature's storage address as a multipart form
 * (the hidden fields first, then the file), and the upload marked uploaded. When the storage
 * step fails the upload is marked failed and 'Failed to upload' is thrown; a refused create
 * throws the server's own message.
 */
export async function uploadApplicationAttachment(
  client: BackofficeClient,
  creditAppId: number,
  file: File,
): Promise<UploadedAttachment> {
  const upload = await unwrap(
    client.POST('/credit-applications/{creditAppId}/uploads', {
      params: { path: { creditAppId } },
      body: { file_name: file.name, content_type: file.type, size: file.size },
    }),
  );
  const uploadPath = { params: { path: { creditAppId, uploadId: upload.upload_id } } };
  try {
    const signature = await unwrap(
      client.POST('/credit-applications/{creditAppId}/uploads/{uploadId}/signatures', uploadPath),
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(signature.fields)) form.append(name, value);
    form.append('file', file, file.name);
    // The storage is not the API (an S3 bucket, or the server's storage address): the signed
    // form goes to its own address, without the session's token.
    const stored = await globalThis.fetch(signature.url, { method: 'POST', body: form });
    if (!stored.ok) throw new Error(`The storage answered ${stored.status}.`);
    await unwrap(
      client.PATCH('/credit-applications/{creditAppId}/uploads/{uploadId}', {
        ...uploadPath,
        body: { state: 'uploaded' },
      }),
    );
  } catch (cause) {
    // Best effort: a pending upload that is never finished is as good as failed.
    await client
      .PATCH('/credit-applications/{creditAppId}/uploads/{uploadId}', {
        ...uploadPath,
        body: { state: 'failed' },
      })
      .catch(() => undefined);
    throw new Error(uploadFailedMessage, { cause });
  }
  return { file_name: file.name, upload_id: upload.upload_id };
}

/** Uploads one note attachment of the application; resolves to how the note names it. */
export function useUploadApplicationAttachment(creditAppId: number) {
  const client = useBackofficeClient();
  return useMutation({
    mutationFn: (file: File) => uploadApplicationAttachment(client, creditAppId, file),
  });
}
