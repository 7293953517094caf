import type { components } from '@backoffice/api-client/schema';
import { merchantEmailSchema, noteSchema } from '@backoffice/domain/model';
import type { SessionPrincipal } from '../../auth/principal';
import { sendMail } from '../../jobs/mail';
import { HttpError, forbidden, invalid } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import { uploadDownloadUrl } from '../uploads';
import {
  auditRetailer,
  isProviderStaff,
  isoString,
  lenderScope,
  parseBody,
  queryParams,
  visibleRetailer,
} from './access';

type RetailerNote = components['schemas']['RetailerNote'];
type RetailerNoteCreate = components['schemas']['RetailerNoteCreate'];

/** Notes come 1000 a page at most (the console asks for one page of 1000). */
const NOTES_MAX_PER_PAGE = 1000;
export const MERCHANT_EMAIL_SUBJECT = 'A message about your merchant account';

/**
 * Which notes of a merchant the user may read, as SQL over a notes alias: the provider's staff
 * all of them; a lender user retailer notes and its own lender's notes; a merchant's user its
 * retailer notes. An internal note naming a lender is that lender's note.
 */
export function noteVisibilitySql(
  principal: SessionPrincipal,
  alias: string,
  param: (value: unknown) => string,
): string {
  if (isProviderStaff(principal)) return 'true';
  const scope = lenderScope(principal);
  if (scope !== null) {
    return `(${alias}.note_type = 'Retailer Note' OR ${alias}.lender_id = ${param(scope)})`;
  }
  return `${alias}.note_type = 'Retailer Note'`;
}

/** Flags are the provider's and lenders' risk markers: a merchant's own users do not see them. */
export const flagsVisible = (principal: SessionPrincipal) =>
  principal.organisationType !== 'retailer';

export interface NoteRow {
  note_id: number;
  retailer_id: number;
  author: string | null;
  body: string;
  note_type: 'Retailer Note' | 'Internal Note';
  lender_id: number | null;
  lender_name: string | null;
  created_at: Date | string;
  attachments: { name: string; upload_id: number; s3_file_id: string; stored: boolean }[];
  correspondents: { type: 'retailer_contact'; type_id: number }[] | null;
}

/** A note as JSON with its author, lender, attachments and email correspondents, over alias n. */
export const noteJson = `json_build_object(
    'note_id', n.note_id, 'retailer_id', n.retailer_id, 'body', n.body, 'note_type', n.note_type,
    'lender_id', n.lender_id, 'created_at', n.created_at,
    'lender_name', (SELECT l.name FROM lenders l WHERE l.lender_id = n.lender_id),
    'author', (SELECT NULLIF(concat_ws(' ', u.first_name, u.last_name), '') FROM users u
                WHERE u.user_id = n.author_user_id),
    -- Most notes have no attachment: the cheap probe spares them the aggregate.
    'attachments', CASE WHEN EXISTS (SELECT 1 FROM retailer_note_attachments na0
                                      WHERE na0.note_id = n.note_id)
                   THEN (SELECT json_agg(json_build_object('name', up.file_name,
                           'upload_id', up.upload_id, 's3_file_id', up.s3_file_id,
                           'stored', up.state = 'stored') ORDER BY up.upload_id)
                           FROM retailer_note_attachments na JOIN uploads up ON up.upload_id = na.upload_id
                          WHERE na.note_id = n.note_id)
                   ELSE '[]'::json END,
    'correspondents', (SELECT e.correspondents FROM retailer_emails e WHERE e.note_id = n.note_id))`;

/**
 * A merchant's latest notes the user may read (newest first, at most `limit`) and how many it may
 * read, as two columns for a query over a retailers alias: each merchant reads only its top notes
 * from the notes index.
 */
export function quickViewNotesSql(
  principal: SessionPrincipal,
  alias: string,
  limit: number,
  param: (value: unknown) => string,
): string {
  const readable = noteVisibilitySql(principal, 'n', param);
  return `COALESCE((SELECT json_agg(${noteJson} ORDER BY n.created_at DESC, n.note_id DESC)
             FROM (SELECT * FROM retailer_notes n
                    WHERE n.retailer_id = ${alias}.retailer_id AND ${readable}
                    ORDER BY n.created_at DESC, n.note_id DESC LIMIT ${limit}) n), '[]'::json) AS notes,
          (SELECT count(*)::int FROM retailer_notes n
            WHERE n.retailer_id = ${alias}.retailer_id AND ${readable}) AS note_count`;
}

/** A note as the contract shows it; a retailer note names its merchant. */
export function toRetailerNote(
  context: OperationContext,
  row: NoteRow,
  retailerName: string,
): RetailerNote {
  const noteType =
    row.note_type === 'Retailer Note' ? 'retailer' : row.lender_id === null ? 'internal' : 'lender';
  return {
    note_id: row.note_id,
    author: row.author,
    body: row.body,
    timestamp: isoString(row.created_at),
    note_type: noteType,
    lender_name: row.lender_name,
    retailer_name: noteType === 'retailer' ? retailerName : null,
    attachments: row.attachments.map((attachment) => ({
      name: attachment.name,
      url: attachment.stored
        ? uploadDownloadUrl(context.config, 'retailers', row.retailer_id, attachment.upload_id)
        : null,
      s3_file_id: attachment.stored ? attachment.s3_file_id : null,
    })),
    correspondents: row.correspondents ?? [],
  };
}

export async function listRetailerNotes(context: OperationContext) {
  const retailerId = Number(context.params.retailerId);
  const retailer = await visibleRetailer(context, retailerId);
  const query = context.query as { page?: number; perPage?: number };
  const page = query.page ?? 1;
  const perPage = Math.min(query.perPage ?? NOTES_MAX_PER_PAGE, NOTES_MAX_PER_PAGE);
  const { values, param } = queryParams();
  const where = `n.retailer_id = ${param(retailerId)} AND ${noteVisibilitySql(sessionOf(context), 'n', param)}`;
  const filterValues = [...values];
  const rows = await context.sql.query<{ note: NoteRow }>(
    `SELECT ${noteJson} AS note FROM retailer_notes n WHERE ${where}
      ORDER BY n.created_at DESC, n.note_id DESC
      LIMIT ${param(perPage)} OFFSET ${param((page - 1) * perPage)}`,
    values,
  );
  const [{ total }] = (await context.sql.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM retailer_notes n WHERE ${where}`,
    filterValues,
  )) as [{ total: number }];
  return {
    status: 200,
    body: {
      items: rows.map((row) => toRetailerNote(context, row.note, retailer.name)),
      meta: { page, perPage, total },
    },
  };
}

/** Stored uploads of this merchant started by the user, for a note's attachments. */
async function attachmentUploads(
  context: OperationContext,
  retailerId: number,
  attachments: readonly { upload_id: number }[],
): Promise<{ upload_id: number; file_name: string }[]> {
  const found = await context.sql.query<{ upload_id: number; file_name: string }>(
    `SELECT upload_id, file_name FROM uploads
      WHERE upload_id = ANY($1::int[]) AND retailer_id = $2 AND state = 'stored' AND uploaded_by = $3`,
    [attachments.map((attachment) => attachment.upload_id), retailerId, sessionOf(context).userId],
  );
  const problems = attachments.flatMap((attachment, index) =>
    found.some((upload) => upload.upload_id === attachment.upload_id)
      ? []
      : [
          {
            property: `attachments.${index}.upload_id`,
            message: 'is not a finished upload of yours for this merchant',
          },
        ],
  );
  if (problems.length > 0) throw invalid('An attachment has not been uploaded.', problems);
  return found;
}

/** The contacts an email goes to: contacts of this merchant with an email address. */
async function emailRecipients(
  context: OperationContext,
  retailerId: number,
  correspondents: readonly { type_id: number }[],
): Promise<string[]> {
  const contacts = await context.sql.query<{ contact_id: number; email: string | null }>(
    'SELECT contact_id, email FROM retailer_contacts WHERE retailer_id = $1 AND contact_id = ANY($2::int[])',
    [retailerId, correspondents.map((correspondent) => correspondent.type_id)],
  );
  const problems = correspondents.flatMap((correspondent, index) => {
    const contact = contacts.find((row) => row.contact_id === correspondent.type_id);
    if (contact?.email) return [];
    return [
      {
        property: `correspondents.${index}.type_id`,
        message: contact
          ? 'is a contact without an email address'
          : 'is not a contact of this merchant',
      },
    ];
  });
  if (problems.length > 0)
    throw invalid('Choose a contact of this merchant with an email address.', problems);
  return [...new Set(contacts.map((contact) => contact.email!))];
}

/**
 * Adds a note; with correspondents it is Contact Merchant: the message is emailed to the chosen
 * contacts (through SMTP when configured, and always into the outbox) and recorded as the note.
 */
export async function createRetailerNote(context: OperationContext) {
  const principal = sessionOf(context);
  const retailerId = Number(context.params.retailerId);
  const scope = lenderScope(principal);
  // Without a type, a lender's note is its lender's and a merchant user's note a retailer note.
  const defaults =
    scope !== null
      ? { note_type: 'lender', lender_id: scope }
      : principal.organisationType === 'retailer'
        ? { note_type: 'retailer' }
        : {};
  const sent = { ...defaults, ...(context.body as RetailerNoteCreate) };
  const isEmail = sent.correspondents !== undefined;
  const note = parseBody(noteSchema, sent);
  const email = isEmail ? parseBody(merchantEmailSchema, sent) : null;
  const retailer = await visibleRetailer(context, retailerId, { forUpdate: true });

  if (isEmail && !isProviderStaff(principal)) {
    throw forbidden('Only the service user type may email a merchant.');
  }
  if (scope !== null && (note.note_type === 'internal' || (note.lender_id ?? scope) !== scope)) {
    throw forbidden('A lender adds retailer notes and notes of its own lender only.');
  }
  if (principal.organisationType === 'retailer' && note.note_type !== 'retailer') {
    throw forbidden("A merchant's users add retailer notes only.");
  }
  if (note.lender_id !== undefined) {
    const [known] = await context.sql.query(
      'SELECT 1 FROM retailer_lenders WHERE retailer_id = $1 AND lender_id = $2',
      [retailerId, note.lender_id],
    );
    if (!known) {
      throw invalid('The merchant does not deal with that lender.', [
        { property: 'lender_id', message: 'is not a lender of this merchant' },
      ]);
    }
  }
  const recipients = email ? await emailRecipients(context, retailerId, email.correspondents) : [];
  const uploads = await attachmentUploads(context, retailerId, note.attachments ?? []);

  const [created] = (await context.sql.query<{ note_id: number }>(
    `INSERT INTO retailer_notes (retailer_id, author_user_id, body, note_type, lender_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING note_id`,
    [
      retailerId,
      principal.userId,
      note.body,
      note.note_type === 'retailer' ? 'Retailer Note' : 'Internal Note',
      note.note_type === 'internal' ? null : (note.lender_id ?? null),
    ],
  )) as [{ note_id: number }];
  for (const upload of uploads) {
    await context.sql.query(
      'INSERT INTO retailer_note_attachments (note_id, upload_id) VALUES ($1, $2)',
      [created.note_id, upload.upload_id],
    );
  }
  if (email) {
    await context.sql.query(
      `INSERT INTO retailer_emails (retailer_id, body, correspondents, attachment_ids, sent_by, note_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        retailerId,
        email.body,
        JSON.stringify(email.correspondents),
        uploads.map((upload) => upload.upload_id),
        principal.userId,
        created.note_id,
      ],
    );
    const attached = uploads.length
      ? `\n\nAttached in the console: ${uploads.map((upload) => upload.file_name).join(', ')}\n`
      : '\n';
    for (const recipient of recipients) {
      await sendMail(context.sql, context.config, {
        organisationId: principal.organisationId,
        to: recipient,
        subject: `${MERCHANT_EMAIL_SUBJECT} (${retailer.name})`,
        text: `${email.body}${attached}`,
      }).catch((cause: unknown) => {
        // Nothing is recorded: the request's transaction rolls back with this answer.
        throw new HttpError(
          502,
          'ERR_MAIL_NOT_SENT',
          'The email could not be sent. Please try again later.',
          undefined,
          { cause },
        );
      });
    }
  }
  await auditRetailer(context, retailerId, email ? 'email_sent' : 'note_added', {
    note_id: created.note_id,
    ...(email ? { recipients: recipients.length } : {}),
  });
  const [row] = (await context.sql.query<{ note: NoteRow }>(
    `SELECT ${noteJson} AS note FROM retailer_notes n WHERE n.note_id = $1`,
    [created.note_id],
  )) as [{ note: NoteRow }];
  return { status: 201, body: toRetailerNote(context, row.note, retailer.name) };
}

export const noteHandlers = { listRetailerNotes, createRetailerNote };
