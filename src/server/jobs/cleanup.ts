import type { Executor } from '../db/schema.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Removes what can no longer be used: expired sessions, old email codes, finished rate-limit windows. */
export async function cleanUp(db: Executor, now = new Date()): Promise<{ sessions: number; codes: number; limits: number }> {
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  const codes = await db.deleteFrom('email_codes').where('expires_at', '<=', new Date(now.getTime() - DAY).toISOString()).executeTakeFirst();
  const limits = await db.deleteFrom('rate_limits').where('window_start', '<=', now.getTime() - 2 * DAY).executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    codes: Number(codes.numDeletedRows),
    limits: Number(limits.numDeletedRows),
  };
}
