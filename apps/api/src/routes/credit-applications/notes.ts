import { noteRefusal } from '@backoffice/domain/model';
import type { components } from '@backoffice/api-client/schema';
import type { SessionPrincipal } from '../../auth/principal';
import { conflict, forbidden, invalid } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import { attachmentUrl } from '../uploads';
import {
  auditApplication,
  consumerVisible,
  isoString,
  visibleApplication,
  type ApplicationState,
} from './access';

type ApplicationNote = components['schemas']['ApplicationNote'];
type ApplicationNoteCreate = components['schemas']['ApplicationNoteCreate'];

const NOTES_PER_PAGE = 100;
/** The customer email's subject is fixed (spec section 5). */
export const CUSTOMER_EMAIL_SUBJECT = 'About your finance application';

/**
 * Which notes of an application the user may read, as SQL over the notes alias: the provider's
 * staff read them all; a lender user reads the notes for all lenders (no lender) and those
 * addressed to their own lender, whatever the note's visibility (spec: Note, lender_id).
 */
export function noteVisibility(principal: SessionPrincipal, alias: string): string {
  if (principal.userType !== 'lender') return 'true';
  const lenderId = Number(principal.lenderId ?? 0);
  return `(${alias}.lender_id IS NULL OR ${alias}.lender_id = ${lenderId})`;
}

interface NoteRow {
  note_id: string | number;
  long_text: string;
  note_type: 'Retailer Note' | 'Internal Note';
  lender_id: number | null;
  author: string | null;
  created_at: Date | string;
  reply_to: string | null;
  recipients: string[];
  attachments: { file_name: string; upload_id: number; stored: boolean }[];
}

const noteSelect = `
  SELECT n.note_id, n.long_text, n.note_type, n.lender_id, n.created_at, n.reply_to, n.recipients,
         NULLIF(concat_ws(' ', u.first_name, u.last_name), '') AS author,
         COALESCE((SELECT json_agg(json_build_object('file_name', up.file_name, 'upload_id', up.upload_id,
                                                     'stored', up.state = 'stored') ORDER BY up.upload_id)
                     FROM application_note_attachments na JOIN uploads up ON up.upload_id = na.upload_id
                    WHERE na.note_id = n.note_id), '[]'::json) AS attachments
    FROM application_notes n
    LEFT JOIN users u ON u.user_id = n.author_user_id`;

function toNote(context: OperationContext, applicationId: number, row: NoteRow): ApplicationNote {
  const isEmail = row.recipients.length > 0;
  return {
    note_id: Number(row.note_id),
    long_text: row.long_text,
    noteType: isEmail ? 'Email' : row.note_type,
    lender_id: row.lender_id,
    author: row.author ?? 'System',
    created_at: isoString(row.created_at),
    reply_to: row.reply_to,
    recipients: row.recipients,
    attachments: row.attachments.map((attachment) => ({
      file_name: attachment.file_name,
      url: attachment.stored
        ? attachmentUrl(context.config, applicationId, attachment.upload_id)
        : null,
    })),
  };
}

export async function listApplicationNotes(context: OperationContext) {
  const principal = sessionOf(context);
  const id = Number(context.params.creditAppId);
  await visibleApplication(context, id);
  const query = context.query as { page?: number; perPage?: number };
  const page = query.page ?? 1;
  const perPage = Math.min(query.perPage ?? NOTES_PER_PAGE, NOTES_PER_PAGE);
  const visible = noteVisibility(principal, 'n');
  const rows = await context.sql.query<NoteRow>(
    `${noteSelect} WHERE n.credit_application_id = $1 AND ${visible}
      ORDER BY n.created_at DESC, n.note_id DESC LIMIT $2 OFFSET $3`,
    [id, perPage, (page - 1) * perPage],
  );
  const [{ total }] = (await context.sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM application_notes n
      WHERE n.credit_application_id = $1 AND ${visible}`,
    [id],
  )) as [{ total: number }];
  return {
    status: 200,
    body: {
      items: rows.map((row) => toNote(context, id, row)),
      meta: { page, perPage, total },
    },
  };
}

/** The stored uploads the note's attachments name: the user's own or the application's. */
async function attachmentUploads(
  context: OperationContext,
  applicationId: number,
  attachments: NonNullable<ApplicationNoteCreate['attachments']>,
): Promise<number[]> {
  const principal = sessionOf(context);
  const uploadIds: number[] = [];
  for (const [index, attachment] of attachments.entries()) {
    const [upload] = await context.sql.query<{ upload_id: number }>(
      `SELECT up.upload_id FROM uploads up
        WHERE up.file_name = $1 AND up.state = 'stored'
          AND ($2::int IS NULL OR up.upload_id = $2)
          AND ((up.uploaded_by = $3
                AND (up.credit_application_id IS NULL OR up.credit_application_id = $4))
               OR EXISTS (
                SELECT 1 FROM application_attachments at
                 WHERE at.upload_id = up.upload_id AND at.credit_application_id = $4))
        ORDER BY up.created_at DESC, up.upload_id DESC LIMIT 1`,
      [attachment.file_name, attachment.upload_id ?? null, principal.userId, applicationId],
    );
    if (!upload) {
      throw invalid('An attachment has not been uploaded.', [
        { property: `attachments.${index}.file_name`, message: 'has no finished upload' },
      ]);
    }
    uploadIds.push(upload.upload_id);
  }
  return uploadIds;
}

async function checkLender(context: OperationContext, lenderId: number | null | undefined) {
  if (lenderId === undefined || lenderId === null) return;
  const principal = sessionOf(context);
  if (principal.userType === 'lender' && principal.lenderId !== lenderId) {
    throw forbidden('You may only address notes to your own lender.');
  }
  const [known] = await context.sql.query('SELECT 1 FROM lenders WHERE lender_id = $1', [lenderId]);
  if (!known)
    throw invalid('There is no such lender.', [
      { property: 'lender_id', message: 'is not a lender' },
    ]);
}

/** The customer's address for an email without recipients, when the user may see it. */
async function customerEmail(context: OperationContext, application: ApplicationState) {
  if (!consumerVisible(sessionOf(context), application)) return null;
  const [row] = await context.sql.query<{ email_address: string | null }>(
    'SELECT email_address FROM consumers WHERE credit_application_id = $1',
    [application.credit_application_id],
  );
  return row?.email_address ?? null;
}

export async function addApplicationNote(context: OperationContext) {
  const principal = sessionOf(context);
  const id = Number(context.params.creditAppId);
  const body = context.body as ApplicationNoteCreate;
  const application = await visibleApplication(context, id, { forUpdate: true });
  const refusal = noteRefusal(application.current_status);
  if (refusal) throw conflict(refusal);
  await checkLender(context, body.lender_id);

  const isEmail = body.reply_to !== undefined || body.recipients !== undefined;
  let recipients: string[] = [];
  if (isEmail) {
    const customer = body.recipients?.length ? null : await customerEmail(context, application);
    recipients = body.recipients?.length ? body.recipients : customer ? [customer] : [];
    if (recipients.length === 0) {
      throw invalid('The customer has no email address to send to.', [
        { property: 'recipients', message: 'is required' },
      ]);
    }
  }
  const uploadIds = await attachmentUploads(context, id, body.attachments ?? []);

  const [created] = (await context.sql.query<{ note_id: string | number }>(
    `INSERT INTO application_notes (credit_application_id, long_text, lender_id, note_type, reply_to,
                                    recipients, author_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING note_id`,
    [
      id,
      body.long_text,
      body.lender_id ?? null,
      isEmail ? 'Internal Note' : (body.noteType ?? 'Internal Note'),
      body.reply_to ?? null,
      recipients,
      principal.userId,
    ],
  )) as [{ note_id: string | number }];
  for (const [index, uploadId] of uploadIds.entries()) {
    await context.sql.query(
      'INSERT INTO application_note_attachments (note_id, upload_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [created.note_id, uploadId],
    );
    await context.sql.query(
      `INSERT INTO application_attachments (credit_application_id, upload_id, name)
       VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [id, uploadId, body.attachments![index]!.file_name.slice(0, 200)],
    );
  }
  if (isEmail) {
    for (const recipient of recipients) {
      await context.sql.query(
        `INSERT INTO outbox_messages (organisation_id, recipient, subject, body) VALUES ($1, $2, $3, $4)`,
        [
          principal.organisationId,
          recipient,
          CUSTOMER_EMAIL_SUBJECT,
          body.reply_to
            ? `${body.long_text}\n\nReply to: ${body.reply_to}\n`
            : `${body.long_text}\n`,
        ],
      );
    }
  }
  await auditApplication(context, id, isEmail ? 'email_sent' : 'note_added', {
    note_id: Number(created.note_id),
  });
  const [row] = (await context.sql.query<NoteRow>(`${noteSelect} WHERE n.note_id = $1`, [
    created.note_id,
  ])) as [NoteRow];
  return { status: 201, body: toNote(context, id, row) };
}
