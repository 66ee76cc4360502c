import { isPostgres } from '../db/migrations/helpers.ts';
import type { Executor, MembersTable } from '../db/schema.ts';
import type { Insertable, Updateable } from 'kysely';

export type MemberRow = Awaited<ReturnType<typeof findMemberById>>;

export async function findMemberById(db: Executor, id: number) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMemberByAccount(db: Executor, account: string) {
  return db.selectFrom('members').selectAll().where('account_key', '=', account.toLowerCase()).executeTakeFirst();
}

export async function findMemberByEmail(db: Executor, email: string) {
  return db.selectFrom('members').select(['id']).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function insertMember(db: Executor, row: Insertable<MembersTable>): Promise<number> {
  const inserted = await db.insertInto('members').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateMember(db: Executor, id: number, changes: Updateable<MembersTable>): Promise<void> {
  await db.updateTable('members').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/**
 * The member's balance (fen) and when their VIP membership ends (null: never bought): the one read of
 * both, for the balance page, pricing (VIP ships free, earns a larger bonus) and VIP renewals.
 */
export async function findMoney(db: Executor, id: number): Promise<{ balance: number; vipExpiresAt: string | null }> {
  const row = await db.selectFrom('members').select(['balance', 'vip_expires_at']).where('id', '=', id).executeTakeFirstOrThrow();
  return { balance: Number(row.balance), vipExpiresAt: row.vip_expires_at };
}

/**
 * Sets a new VIP expiry if it is still `from` (a conditional update): two renewals at once each see
 * the other's change instead of overwriting it. True when this call made the change.
 */
export async function moveVipExpiry(db: Executor, id: number, from: string | null, to: string): Promise<boolean> {
  const moved = await db
    .updateTable('members')
    .set({ vip_expires_at: to })
    .where('id', '=', id)
    .where((eb) => (from === null ? eb('vip_expires_at', 'is', null) : eb('vip_expires_at', '=', from)))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The member's payment-password hash, the row held until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockPayPasswordHash(db: Executor, id: number): Promise<string | null> {
  const query = db.selectFrom('members').select('pay_pwd_hash').where('id', '=', id);
  const row = await (isPostgres(db as never) ? query.forUpdate() : query).executeTakeFirst();
  return row?.pay_pwd_hash ?? null;
}

/** Rewrites the payment-password hash if it is still `from` (an upgraded form of the same password). */
export async function replacePayPasswordHash(db: Executor, id: number, from: string, to: string): Promise<void> {
  await db.updateTable('members').set({ pay_pwd_hash: to }).where('id', '=', id).where('pay_pwd_hash', '=', from).execute();
}

/**
 * Serialises one member's changes of a kind (addresses, upload space). PostgreSQL locks the member's row until the transaction
 * ends; SQLite has a single writer and Kysely runs its transactions one at a time already.
 */
export async function lockMember(db: Executor, memberId: number): Promise<void> {
  if (!isPostgres(db as never)) return;
  await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}
