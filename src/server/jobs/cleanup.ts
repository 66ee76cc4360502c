import { expireUnverifiedCallbacks } from '../balance/recharge.service.ts';
import type { Executor } from '../db/schema.ts';
import { deleteFootprintsViewedBefore } from '../catalogue/footprint.service.ts';
import { deleteExpiredExports } from '../member/data-export.service.ts';
import { deleteCodesExpiredBefore } from '../member/codes.service.ts';
import { deleteExpiredSessions } from '../member/session.service.ts';
import { deleteExpiredOperatorSessions } from '../operators/operator.service.ts';
import { deleteCountsBefore } from '../security/rate-limit.ts';

const DAY = 24 * 60 * 60 * 1000;

/** How long what a member leaves behind is kept, where it is configurable. */
export interface Retention {
  /** Days a recently viewed entry is kept (FOOTPRINT_RETENTION_DAYS). */
  footprintDays: number;
}

export const DEFAULT_RETENTION: Retention = { footprintDays: 90 };

/**
 * Removes what can no longer be used or is kept no longer: expired sessions, old email codes, finished rate-limit
 * windows, payment callbacks that never verified once their week is over, and recently viewed entries past their
 * retention, and copies of members' data whose day is over.
 */
export async function cleanUp(
  db: Executor,
  now = new Date(),
  retention: Retention = DEFAULT_RETENTION,
): Promise<{ sessions: number; codes: number; limits: number; unverifiedCallbacks: number; footprints: number; exports: number }> {
  return {
    sessions: (await deleteExpiredSessions(db, now)) + (await deleteExpiredOperatorSessions(db, now)),
    codes: await deleteCodesExpiredBefore(db, new Date(now.getTime() - DAY)),
    limits: await deleteCountsBefore(db, now.getTime() - 2 * DAY),
    unverifiedCallbacks: await expireUnverifiedCallbacks(db, now),
    footprints: await deleteFootprintsViewedBefore(db, new Date(now.getTime() - retention.footprintDays * DAY)),
    exports: await deleteExpiredExports(db, now),
  };
}
