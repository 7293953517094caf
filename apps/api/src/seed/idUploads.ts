import type { Sql } from '../db/database';
import { identityCardPng } from '../routes/credit-applications/documents';
import type { SeedContext } from './merchants';

/** Applications given ID uploads at most, so that a large seed does not write a file per row. */
const MAX_APPLICATIONS = 60;

/**
 * ID document uploads for the applications whose ID verification started: a first attempt that
 * failed or passed, and for some a second one still pending. Their files are stored like note
 * attachments (when the seed has storage), so that they download through the same signed
 * addresses.
 */
export async function seedIdUploads(sql: Sql, context: SeedContext) {
  const started = await sql.query<{ id: number; reference: string; occurred_at: Date }>(
    `SELECT credit_application_id::int AS id, vendor_reference AS reference, occurred_at
       FROM id_verification_events WHERE name = 'id_verification_started'
      ORDER BY credit_application_id LIMIT ${MAX_APPLICATIONS}`,
  );
  for (const [index, { id, reference, occurred_at: occurredAt }] of started.entries()) {
    const attempts = [
      {
        fileName: 'passport-front.png',
        checkState: index % 3 === 0 ? 'passed' : 'failed',
      },
      ...(index % 3 === 0
        ? []
        : [{ fileName: 'driving-licence-front.png', checkState: 'pending' }]),
    ] as const;
    for (const [attemptIndex, attempt] of attempts.entries()) {
      const bytes = identityCardPng(`${reference}-${attemptIndex + 1}`, 'front');
      const fileId = context.faker.string.uuid();
      const storagePath = `uploads/${fileId}`;
      await context.storage?.put(storagePath, bytes);
      const [upload] = await sql.query<{ upload_id: number }>(
        `INSERT INTO uploads (s3_file_id, file_name, content_type, size_bytes, storage_path, state,
                              uploaded_by, credit_application_id, created_at)
         VALUES ($1, $2, 'image/png', $3, $4, 'stored', NULL, $5, $6) RETURNING upload_id`,
        [
          fileId,
          attempt.fileName,
          bytes.length,
          storagePath,
          id,
          new Date(occurredAt).toISOString(),
        ],
      );
      await sql.query(
        `INSERT INTO id_uploads (credit_application_id, attempt, upload_id, check_state)
         VALUES ($1, $2, $3, $4)`,
        [id, attemptIndex + 1, upload!.upload_id, attempt.checkState],
      );
    }
  }
}
