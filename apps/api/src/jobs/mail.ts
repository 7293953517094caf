import type { Readable } from 'node:stream';
import { createTransport, type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';
import type { Sql } from '../db/database';

export interface OutgoingMail {
  organisationId: number;
  to: string;
  subject: string;
  text: string;
  attachment?: { filename: string; content: () => Promise<Readable | null> };
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends one email: through SMTP_URL when it is set, and always into the outbox, where an
 * administrator reads what was sent (sent_at stays null while no SMTP server took it).
 */
export async function sendMail(db: Sql, config: ServerConfig, mail: OutgoingMail) {
  let sentAt: Date | null = null;
  if (config.smtpUrl) {
    const content = mail.attachment ? await mail.attachment.content() : null;
    await transportFor(config.smtpUrl).sendMail({
      from: config.smtpFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments:
        mail.attachment && content ? [{ filename: mail.attachment.filename, content }] : [],
    });
    sentAt = new Date();
  }
  await db.query(
    `INSERT INTO outbox_messages (organisation_id, recipient, subject, body, sent_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [mail.organisationId, mail.to, mail.subject, mail.text, sentAt?.toISOString() ?? null],
  );
}
