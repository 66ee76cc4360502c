import type { Insertable } from 'kysely';
import { containsWords } from '../db/contains.ts';
import type { Executor, VipGrantsTable } from '../db/schema.ts';
import type { AdminMemberQuery } from '../../lib/schemas/admin.ts';

const SORT_COLUMNS = { id: 'id', createdAt: 'created_at', account: 'account_key', balance: 'balance' } as const;

/**
 * Members for the console, newest first unless sorted otherwise; `q`: the start of an account or email, or
 * words of a nickname; `from`/`to`: registered at or after / before. `id` and `account` (the case-free key)
 * sort by their unique indexes; registration time and balance sort the matching members, ties by id.
 */
export async function adminMemberPage(db: Executor, q: AdminMemberQuery) {
  let base = db.selectFrom('members');
  if (q.q) {
    const prefix = `${q.q.toLowerCase().replace(/[%\\]/g, '')}%`;
    const words = q.q;
    base = base.where((eb) => eb.or([eb('account_key', 'like', prefix), eb('email', 'like', prefix), containsWords('nickname', words)]));
  }
  if (q.from) base = base.where('created_at', '>=', q.from);
  if (q.to) base = base.where('created_at', '<', q.to);
  const column = SORT_COLUMNS[q.sort ?? 'id'];
  const order = q.order ?? 'desc';
  let rows = base.select(['id', 'account', 'nickname', 'email', 'balance', 'vip_expires_at', 'created_at', 'deleted_at']).orderBy(column, order);
  if (column !== 'id' && column !== 'account_key') rows = rows.orderBy('id', order);
  const [list, count] = await Promise.all([
    rows.limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}

export function findVipGrant(db: Executor, requestId: string) {
  return db.selectFrom('vip_grants').selectAll().where('request_id', '=', requestId).executeTakeFirst();
}

export async function insertVipGrant(db: Executor, row: Insertable<VipGrantsTable>): Promise<void> {
  await db.insertInto('vip_grants').values(row).execute();
}

/** The member's VIP changes made in the console, newest first. */
export function vipGrantsOf(db: Executor, memberId: number, limit: number) {
  return db.selectFrom('vip_grants').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
}
