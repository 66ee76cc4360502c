import type { Executor } from '../db/schema.ts';
import type { LedgerQuery } from '../../lib/schemas/balance.ts';

/** The member's ledger lines, newest first, optionally of one type, with the total for paging. */
export async function ledgerLines(db: Executor, memberId: number, query: LedgerQuery) {
  let base = db.selectFrom('balance_ledger').where('member_id', '=', memberId);
  if (query.type !== 'all') base = base.where('type', '=', query.type);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'type', 'amount', 'balance_after', 'order_no', 'ref', 'note', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function memberMoney(db: Executor, memberId: number) {
  return db.selectFrom('members').select(['balance', 'vip_expires_at']).where('id', '=', memberId).executeTakeFirstOrThrow();
}
