import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { DbPool, Executor } from '../db/schema.ts';
import type { Mail } from './mail.ts';
import { queueMail } from './mail-queue.ts';
import { insertOutboxMail, latestOutboxMails } from './outbox.repository.ts';

/**
 * Headers of every mail the shop sends: RFC 3834 marks it as written by a machine, so mail servers and
 * clients send no out-of-office or other automatic reply to it.
 */
export const MAIL_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const;

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  /** Sends what is queued and due (the send-mail job); absent when sending is immediate. */
  flush?(): Promise<number>;
}

/** Real delivery over SMTP_URL, through the queue (mail-queue.ts). */
function smtpMailer(db: DbPool, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const queue = queueMail(db, async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, headers: MAIL_HEADERS });
  });
  return { kind: 'smtp', ...queue };
}

/** Without SMTP every mail lands in a table shown at /dev/mailbox, so a fresh install can finish each email flow. */
function outboxMailer(db: Executor): Mailer {
  return {
    kind: 'outbox',
    send: (mail) => insertOutboxMail(db, mail, new Date()),
  };
}

export function createMailer(config: Config, db: DbPool): Mailer {
  return config.smtpUrl ? smtpMailer(db, config.smtpUrl, config.mailFrom) : outboxMailer(db);
}

export async function listOutbox(db: Executor, limit = 50) {
  const rows = await latestOutboxMails(db, limit);
  return rows.map((r) => ({ to: r.to_address, subject: r.subject, text: r.text, sentAt: r.sent_at }));
}
