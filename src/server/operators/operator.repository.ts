import { isPostgres } from '../db/migrations/helpers.ts';
import type { Executor } from '../db/schema.ts';

export type OperatorRow = NonNullable<Awaited<ReturnType<typeof findOperatorByAccount>>>;

export async function insertOperator(db: Executor, row: { account: string; pwdHash: string; role: string; now: string }): Promise<number> {
  const { id } = await db
    .insertInto('operators')
    .values({ account: row.account, account_key: row.account.toLowerCase(), pwd_hash: row.pwdHash, role: row.role, created_at: row.now, updated_at: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export function findOperatorByAccount(db: Executor, account: string) {
  return db.selectFrom('operators').selectAll().where('account_key', '=', account.toLowerCase()).executeTakeFirst();
}

export function findOperatorById(db: Executor, id: number) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listOperatorRows(db: Executor) {
  return db.selectFrom('operators').select(['id', 'account', 'role', 'disabled', 'created_at', 'updated_at']).orderBy('id').execute();
}

export async function updateOperator(db: Executor, id: number, set: { pwd_hash?: string; role?: string; disabled?: number }, now: string): Promise<boolean> {
  const result = await db.updateTable('operators').set({ ...set, updated_at: now }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The enabled owners' ids, their rows held until the transaction ends on PostgreSQL (in id order, so two
 * callers queue instead of deadlocking; a row disabled meanwhile drops out when the waiter reads it again).
 * SQLite has a single writer and Kysely runs its transactions one at a time already.
 */
export async function lockEnabledOwners(db: Executor): Promise<number[]> {
  const query = db.selectFrom('operators').select('id').where('role', '=', 'owner').where('disabled', '=', 0).orderBy('id');
  const rows = await (isPostgres(db as never) ? query.forUpdate() : query).execute();
  return rows.map((r) => Number(r.id));
}

export async function insertOperatorSession(db: Executor, row: { tokenHash: string; operatorId: number; now: string; expiresAt: string }) {
  await db
    .insertInto('operator_sessions')
    .values({ token_hash: row.tokenHash, operator_id: row.operatorId, created_at: row.now, last_seen_at: row.now, expires_at: row.expiresAt })
    .execute();
}

/** The session with its operator, only while the operator is enabled. */
export function findOperatorSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operator_sessions.expires_at', 'operator_sessions.last_seen_at', 'operators.id', 'operators.account', 'operators.role'])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operators.disabled', '=', 0)
    .executeTakeFirst();
}

export async function touchOperatorSession(db: Executor, tokenHash: string, now: string, expiresAt: string) {
  await db.updateTable('operator_sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteOperatorSession(db: Executor, tokenHash: string) {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends the operator's sessions, all of them or all but `keepTokenHash`. */
export async function deleteOperatorSessions(db: Executor, operatorId: number, keepTokenHash?: string) {
  let q = db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId);
  if (keepTokenHash) q = q.where('token_hash', '<>', keepTokenHash);
  await q.execute();
}

export async function deleteExpiredOperatorSessions(db: Executor, now: Date): Promise<number> {
  const result = await db.deleteFrom('operator_sessions').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
