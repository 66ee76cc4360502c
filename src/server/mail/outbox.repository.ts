import type { Executor } from '../db/schema.ts';

export async function insertOutboxMail(db: Executor, mail: { to: string; subject: string; text: string }, now: Date): Promise<void> {
  await db.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, text: mail.text, sent_at: now.toISOString() }).execute();
}

/** The latest mails in the outbox, newest first. */
export function latestOutboxMails(db: Executor, limit: number) {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
