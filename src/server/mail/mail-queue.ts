import type { DbPool } from '../db/schema.ts';
import type { Mail } from './mailer.ts';
import * as repo from './mail-queue.repository.ts';

/** Tries per mail before it is given up, and how long one try may hold a mail before another may take it. */
const MAX_ATTEMPTS = 8;
const LEASE_MS = 5 * 60_000;
const KEEP_MS = 7 * 24 * 60 * 60_000;

/** One mail's delivery over the real transport (SMTP). */
export type Deliver = (mail: Mail) => Promise<void>;

/** Minutes before try n+1: 1, 2, 4 … capped at an hour. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** (attempts - 1)) * 60_000;

/**
 * Sends every mail that is due, each claimed first so two senders never send one twice. A failure is
 * retried later with growing pauses; after MAX_ATTEMPTS the mail is given up (its last error kept).
 * Returns how many were sent.
 */
export async function deliverDueMail(db: DbPool, deliver: Deliver, now = new Date()): Promise<number> {
  let sent = 0;
  for (const mail of await repo.dueMails(db, now, 50)) {
    if (!(await repo.claimMail(db, mail.id, mail.next_attempt_at!, new Date(now.getTime() + LEASE_MS)))) continue;
    const attempt = mail.attempts + 1;
    try {
      await deliver({ to: mail.to_address, subject: mail.subject, text: mail.text });
      await repo.markSent(db, mail.id, new Date());
      sent += 1;
    } catch (err) {
      const retryAt = attempt >= MAX_ATTEMPTS ? null : new Date(Date.now() + backoffMs(attempt));
      await repo.markFailed(db, mail.id, err instanceof Error ? err.message : String(err), retryAt);
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
