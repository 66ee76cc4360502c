import type { Executor } from '../db/schema.ts';

export async function insertSession(db: Executor, row: { token_hash: string; member_id: number; now: string; expires_at: string }) {
  await db
    .insertInto('sessions')
    .values({ token_hash: row.token_hash, member_id: row.member_id, created_at: row.now, last_seen_at: row.now, expires_at: row.expires_at })
    .execute();
}

export async function findSession(db: Executor, tokenHash: string) {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function touchSession(db: Executor, tokenHash: string, now: string, expiresAt: string) {
  await db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Revokes every session of a member except, optionally, the one in use. */
export async function deleteMemberSessions(db: Executor, memberId: number, keepTokenHash?: string) {
  let q = db.deleteFrom('sessions').where('member_id', '=', memberId);
  if (keepTokenHash) q = q.where('token_hash', '!=', keepTokenHash);
  await q.execute();
}

/** Drops sessions that expired by `now`; returns how many. */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
