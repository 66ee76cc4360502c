import type { Insertable } from 'kysely';
import { containsWords } from '../db/contains.ts';
import type { Executor, VipGrantsTable } from '../db/schema.ts';

/** Members for the console, newest first; `q`: the start of an account or email, or words of a nickname. */
export async function adminMemberPage(db: Executor, q: { q?: string; page: number; pageSize: number }) {
  let base = db.selectFrom('members');
  if (q.q) {
    const prefix = `${q.q.toLowerCase().replace(/[%\\]/g, '')}%`;
    const words = q.q;
    base = base.where((eb) => eb.or([eb('account_key', 'like', prefix), eb('email', 'like', prefix), containsWords('nickname', words)]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'account', 'nickname', 'email', 'balance', 'vip_expires_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
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
