import type { Executor } from '../db/schema.ts';

export async function insertCode(db: Executor, row: { email: string; purpose: string; codeHash: string; expiresAt: Date }, now: Date): Promise<void> {
  await db
    .insertInto('email_codes')
    .values({ email: row.email, purpose: row.purpose, code_hash: row.codeHash, expires_at: row.expiresAt.toISOString(), consumed_at: null, created_at: now.toISOString() })
    .execute();
}

/** The latest code sent to `email` for `purpose`: only the newest one counts. */
export function latestCode(db: Executor, email: string, purpose: string) {
  return db.selectFrom('email_codes').selectAll().where('email', '=', email).where('purpose', '=', purpose).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * Takes one of the code's attempts if it has any left and is unused, in one statement: of any number of
 * parallel tries, no more than `max` get one. True when this call got an attempt.
 */
export async function claimAttempt(db: Executor, id: number, max: number): Promise<boolean> {
  const claimed = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Marks the code used if it is not yet (of two concurrent uses, one wins); true when this call used it. */
export async function consumeCodeRow(db: Executor, id: number, now: Date): Promise<boolean> {
  const used = await db.updateTable('email_codes').set({ consumed_at: now.toISOString() }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Drops codes that expired before `before`; returns how many. */
export async function deleteCodesExpiredBefore(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('email_codes').where('expires_at', '<=', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
