import type { Insertable, Selectable } from 'kysely';
import type { Executor, PaymentCallbacksTable, RechargesTable } from '../db/schema.ts';
import type { RechargeStatus } from '../../lib/schemas/balance.ts';

export type RechargeRow = Selectable<RechargesTable>;

export async function insertRecharge(db: Executor, row: Insertable<RechargesTable>): Promise<number> {
  const { id } = await db.insertInto('recharges').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findRecharge(db: Executor, rechargeNo: string) {
  return db.selectFrom('recharges').selectAll().where('recharge_no', '=', rechargeNo).executeTakeFirst();
}

export function findMemberRecharge(db: Executor, memberId: number, rechargeNo: string) {
  return db.selectFrom('recharges').selectAll().where('recharge_no', '=', rechargeNo).where('member_id', '=', memberId).executeTakeFirst();
}

/**
 * Moves a top-up from one of `from` to `to`; the condition makes two callbacks racing for the same
 * top-up have one winner. True when this call made the move.
 */
export async function moveRecharge(
  db: Executor,
  id: number,
  from: readonly RechargeStatus[],
  to: RechargeStatus,
  now: Date,
  extra: { paid_at?: string; provider_ref?: string } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('recharges')
    .set({ status: to, updated_at: now.toISOString(), ...extra })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setProviderRef(db: Executor, id: number, providerRef: string): Promise<void> {
  await db.updateTable('recharges').set({ provider_ref: providerRef }).where('id', '=', id).execute();
}

export async function recordCallback(db: Executor, row: Omit<Insertable<PaymentCallbacksTable>, 'created_at'>, now: Date): Promise<void> {
  await db
    .insertInto('payment_callbacks')
    .values({ ...row, payload: row.payload.slice(0, 4000), reason: row.reason?.slice(0, 200) ?? null, created_at: now.toISOString() })
    .execute();
}

/** Deletes unverified callbacks recorded before `before`; verified ones are the record of money and stay. */
export async function deleteUnverifiedCallbacks(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('payment_callbacks').where('verified', '=', 0).where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Pending top-ups started before `startedBefore`: the ones whose callback is overdue or that ran out of time. */
export function stalePending(db: Executor, startedBefore: Date, limit = 100) {
  return db
    .selectFrom('recharges')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', startedBefore.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Top-ups for the operator, newest first, with the member's account. */
export function listRecharges(db: Executor, status: RechargeStatus | undefined, limit = 50) {
  let query = db
    .selectFrom('recharges')
    .innerJoin('members', 'members.id', 'recharges.member_id')
    .select(['recharges.recharge_no', 'recharges.status', 'recharges.amount', 'recharges.bonus', 'recharges.provider', 'recharges.created_at', 'recharges.paid_at', 'members.account'])
    .orderBy('recharges.id', 'desc')
    .limit(limit);
  if (status) query = query.where('recharges.status', '=', status);
  return query.execute();
}
