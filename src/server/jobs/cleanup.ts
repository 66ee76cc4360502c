import { expireUnverifiedCallbacks } from '../balance/recharge.service.ts';
import type { Executor } from '../db/schema.ts';
import { deleteCodesExpiredBefore } from '../member/codes.service.ts';
import { deleteExpiredSessions } from '../member/session.service.ts';
import { deleteExpiredOperatorSessions } from '../operators/operator.service.ts';
import { deleteCountsBefore } from '../security/rate-limit.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Removes what can no longer be used: expired sessions, old email codes, finished rate-limit windows, and
 * payment callbacks that never verified once their week is over.
 */
export async function cleanUp(db: Executor, now = new Date()): Promise<{ sessions: number; codes: number; limits: number; unverifiedCallbacks: number }> {
  return {
    sessions: (await deleteExpiredSessions(db, now)) + (await deleteExpiredOperatorSessions(db, now)),
    codes: await deleteCodesExpiredBefore(db, new Date(now.getTime() - DAY)),
    limits: await deleteCountsBefore(db, now.getTime() - 2 * DAY),
    unverifiedCallbacks: await expireUnverifiedCallbacks(db, now),
  };
}
