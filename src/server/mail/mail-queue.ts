import type { DbPool } from '../db/schema.ts';
import type { Mail } from './mail.ts';
import * as repo from './mail-queue.repository.ts';

/** How long one try may hold a mail before another may take it, and how long sent or given-up mail is listed. */
const LEASE_MS = 5 * 60_000;
export const KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * Minutes between the tries of a mail the SMTP server did not take: soon at first (a relay restarting, a
 * greylisting pause), then hourly. Ten tries over about four hours (243 minutes); the README says the same.
 * A mail that expires (a verification code, valid for 10 minutes) is tried only while it is still valid.
 */
export const RETRY_PAUSES_MIN: readonly number[] = [1, 2, 4, 8, 16, 32, 60, 60, 60];

/** One mail's delivery over the real transport (SMTP). */
export type Deliver = (mail: Mail) => Promise<void>;

/**
 * When to try again after try number `attempt` failed at `failedAt`; null when the mail is given up: its tries
 * are used up, or the next would come once it has expired.
 */
export function nextAttemptAt(attempt: number, failedAt: Date, expiresAt: Date | null): Date | null {
  const pause = RETRY_PAUSES_MIN[attempt - 1];
  if (pause === undefined) return null;
  const at = new Date(failedAt.getTime() + pause * 60_000);
  return expiresAt && at >= expiresAt ? null : at;
}

/**
 * Sends every mail that is due, each claimed first so two senders never send one twice. A failure is
 * retried later on RETRY_PAUSES_MIN; then the mail is given up (its last error kept). A sent or given-up
 * mail keeps its row without its body. Returns how many were sent.
 */
export async function deliverDueMail(db: DbPool, deliver: Deliver, now = new Date()): Promise<number> {
  let sent = 0;
  await repo.giveUpExpiredMail(db, now);
  for (const mail of await repo.dueMails(db, now, 50)) {
    if (!(await repo.claimMail(db, mail.id, mail.next_attempt_at!, new Date(now.getTime() + LEASE_MS)))) continue;
    const expiresAt = mail.expires_at ? new Date(mail.expires_at) : null;
    const attempt = mail.attempts + 1;
    const started = performance.now();
    try {
      await deliver({ to: mail.to_address, subject: mail.subject, text: mail.text ?? '' });
      await repo.markSent(db, mail.id, new Date());
      sent += 1;
    } catch (err) {
      await repo.markFailed(db, mail.id, err instanceof Error ? err.message : String(err), nextAttemptAt(attempt, new Date(now.getTime() + performance.now() - started), expiresAt));
    }
  }
  await repo.deleteSettledMailBefore(db, new Date(now.getTime() - KEEP_MS));
  return sent;
}

/**
 * A request only queues its mail, so it answers in the same time whether a mail is sent or not (a reset
 * for an account without an email must not be faster). Delivery starts at once, after the answer, and
 * the send-mail job picks up whatever failed or was left by a restart.
 */
export function queueMail(db: DbPool, deliver: Deliver) {
  let running: Promise<unknown> | undefined;
  let again = false;
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(db, deliver)
      .catch(() => {})
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  return {
    send: async (mail: Mail) => {
      await repo.enqueueMail(db, mail, new Date());
      setImmediate(kick);
    },
    flush: () => deliverDueMail(db, deliver),
  };
}

/** How many mails wait to be sent: the depth of the queue, as the metrics show it. */
export function pendingMailCount(db: DbPool): Promise<number> {
  return repo.countPendingMail(db);
}
