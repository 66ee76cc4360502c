import type { Executor } from '../db/schema.ts';
import type { TopUpQuery } from './topup-query.ts';

const SORT_COLUMNS = { id: 'recharges.id', createdAt: 'recharges.created_at', amount: 'recharges.amount', paidAt: 'recharges.paid_at', status: 'recharges.status' } as const;

/** One page of top-ups for the console, newest first unless sorted otherwise, by state, time started and member. */
export async function topUpPage(db: Executor, q: TopUpQuery) {
  let base = db.selectFrom('recharges').innerJoin('members', 'members.id', 'recharges.member_id');
  if (q.status) base = base.where('recharges.status', '=', q.status);
  if (q.from) base = base.where('recharges.created_at', '>=', q.from);
  if (q.to) base = base.where('recharges.created_at', '<', q.to);
  if (q.q) base = base.where((eb) => eb.or([eb('recharges.recharge_no', '=', q.q!), eb('members.account', '=', q.q!)]));
  const column = SORT_COLUMNS[q.sort ?? 'id'];
  let rows = base
    .select(['recharges.recharge_no', 'recharges.status', 'recharges.amount', 'recharges.bonus', 'recharges.provider', 'recharges.created_at', 'recharges.paid_at', 'members.account'])
    .orderBy(column, q.order ?? 'desc');
  if (column !== 'recharges.id') rows = rows.orderBy('recharges.id', 'desc');
  const [list, count] = await Promise.all([
    rows.limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}
