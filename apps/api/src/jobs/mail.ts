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
  /**
   * The Message-ID to send under. A message that might be sent twice (a job taken up again)
   * carries a fixed one, so that mail systems can tell the copies apart as one message.
   */
  messageId?: string;
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

/** Hands the email to the SMTP server of SMTP_URL; false when none is configured. */
export async function transmitMail(config: ServerConfig, mail: OutgoingMail): Promise<boolean> {
  if (!config.smtpUrl) return false;
  const content = mail.attachment ? await mail.attachment.content() : null;
  await transportFor(config.smtpUrl).sendMail({
    from: config.smtpFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    attachments:
      mail.attachment && content ? [{ filename: mail.attachment.filename, content }] : [],
  });
  return true;
}

/** Keeps the email in the outbox; sent_at null says no SMTP server took it. */
export async function recordInOutbox(sql: Sql, mail: OutgoingMail, sentAt: Date | null) {
  await sql.query(
    `INSERT INTO outbox_messages (organisation_id, recipient, subject, body, sent_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [mail.organisationId, mail.to, mail.subject, mail.text, sentAt?.toISOString() ?? null],
  );
}

/**
 * Sends one email: through SMTP_URL when it is set, and always into the outbox, where an
 * administrator reads what was sent (sent_at stays null while no SMTP server took it).
 */
export async function sendMail(sql: Sql, config: ServerConfig, mail: OutgoingMail) {
  const sent = await transmitMail(config, mail);
  await recordInOutbox(sql, mail, sent ? new Date() : null);
}
