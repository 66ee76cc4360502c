import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Executor } from '../db/schema.ts';
import { insertOutboxMail, latestOutboxMails } from './outbox.repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** Real delivery over SMTP_URL. */
function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** Without SMTP every mail lands in a table shown at /dev/mailbox, so a fresh install can finish each email flow. */
function outboxMailer(db: Executor): Mailer {
  return {
    kind: 'outbox',
    send: (mail) => insertOutboxMail(db, mail, new Date()),
  };
}

export function createMailer(config: Config, db: Executor): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db);
}

export async function listOutbox(db: Executor, limit = 50) {
  const rows = await latestOutboxMails(db, limit);
  return rows.map((r) => ({ to: r.to_address, subject: r.subject, text: r.text, sentAt: r.sent_at }));
}
