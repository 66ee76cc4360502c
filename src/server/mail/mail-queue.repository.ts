import type { Executor } from '../db/schema.ts';
import type { Mail } from './mail.ts';

export async function enqueueMail(db: Executor, mail: Mail, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('mail_queue')
    .values({ to_address: mail.to, subject: mail.subject, text: mail.text, expires_at: mail.expiresAt?.toISOString() ?? null, next_attempt_at: at, created_at: at })
    .execute();
}

/** Mail whose next try is due, oldest first. */
export function dueMails(db: Executor, now: Date, limit: number) {
  return db
    .selectFrom('mail_queue')
    .select(['id', 'to_address', 'subject', 'text', 'attempts', 'next_attempt_at', 'expires_at'])
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes one mail for delivery by moving its next try to `leaseUntil`, if nobody else has moved it since
 * it was read: of two senders (a job and a request's prompt delivery, or two instances) one gets it.
 */
export async function claimMail(db: Executor, id: number, seenNextAttempt: string, leaseUntil: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('mail_queue')
    .set((eb) => ({ next_attempt_at: leaseUntil.toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('next_attempt_at', '=', seenNextAttempt)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Sent: the row stays as the record (to whom, what subject, when), the body goes (it holds the code). */
export async function markSent(db: Executor, id: number, now: Date): Promise<void> {
  await db.updateTable('mail_queue').set({ sent_at: now.toISOString(), next_attempt_at: null, last_error: null, text: null }).where('id', '=', id).execute();
}

/** A failed try: again at `retryAt`, or never (null) once the tries are used up, and then without its body. */
export async function markFailed(db: Executor, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({ last_error: error.slice(0, 300), next_attempt_at: retryAt?.toISOString() ?? null, ...(retryAt ? {} : { text: null }) })
    .where('id', '=', id)
    .execute();
}

/**
 * Gives up due mail that expired before it could go out (a verification code no longer valid): it is not
 * sent late, its body goes, and `last_error` keeps the last failure or says it expired.
 */
export async function giveUpExpiredMail(db: Executor, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('mail_queue')
    .set((eb) => ({ next_attempt_at: null, text: null, last_error: eb.fn.coalesce('last_error', eb.val('expired before it could be sent')) }))
    .where('next_attempt_at', '<=', at)
    .where('expires_at', '<=', at)
    .execute();
}

/** Forgets mail sent (or given up) before `before`: the queue is not an archive. */
export async function deleteSettledMailBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('mail_queue').where('next_attempt_at', 'is', null).where('created_at', '<', before.toISOString()).execute();
}

/** Mails not yet sent nor given up: queued, being tried, or waiting for a retry. */
export async function countPendingMail(db: Executor): Promise<number> {
  const row = await db.selectFrom('mail_queue').select((eb) => eb.fn.countAll<number>().as('n')).where('next_attempt_at', 'is not', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}
