import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createTransport, type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';
import type { Sql } from '../db/database';

export interface OutgoingMail {
  organisationId: number;
  to: string;
  subject: string;
  text: string;
  /** What the outbox keeps of the text, when the text holds a secret (a password link). */
  recordedText?: string;
  attachment?: { filename: string; content: () => Promise<Readable | null> };
  /**
   * The Message-ID to send under. A message that might be sent twice (a job taken up again)
   * carries a fixed one, so that mail systems can tell the copies apart as one message.
   */
  messageId?: string;
}

/** Writes the message into MAIL_DIR, one file per message, named so that they sort in order. */
async function writeToMailDir(mailDir: string, from: string, mail: OutgoingMail) {
  await mkdir(mailDir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.txt`;
  await writeFile(
    join(mailDir, name),
    `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
  );
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
 * Hands the email to the SMTP server of SMTP_URL and writes it into MAIL_DIR, each when set;
 * true when an SMTP server took it.
 */
export async function transmitMail(config: ServerConfig, mail: OutgoingMail): Promise<boolean> {
  if (config.mailDir) await writeToMailDir(config.mailDir, config.smtpFrom, mail);
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

/**
 * Keeps the email in the outbox, where an administrator reads what was sent without the secrets
 * `recordedText` leaves out; sent_at null says no SMTP server took it.
 */
export async function recordInOutbox(sql: Sql, mail: OutgoingMail, sentAt: Date | null) {
  await sql.query(
    `INSERT INTO outbox_messages (organisation_id, recipient, subject, body, sent_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      mail.organisationId,
      mail.to,
      mail.subject,
      mail.recordedText ?? mail.text,
      sentAt?.toISOString() ?? null,
    ],
  );
}

/**
 * Sends one email: through SMTP_URL and into MAIL_DIR when they are set, and always into the
 * outbox (sent_at stays null while no SMTP server took it).
 */
export async function sendMail(sql: Sql, config: ServerConfig, mail: OutgoingMail) {
  const sent = await transmitMail(config, mail);
  await recordInOutbox(sql, mail, sent ? new Date() : null);
}
