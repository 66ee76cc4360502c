import type { Executor } from '../db/schema.ts';
import type { LedgerListQuery } from './ledger-list-query.ts';

const SORT_COLUMNS = { id: 'balance_ledger.id', createdAt: 'balance_ledger.created_at', amount: 'balance_ledger.amount', type: 'balance_ledger.type' } as const;

/** One page of every member's balance records, newest first unless sorted otherwise. */
export async function ledgerListPage(db: Executor, q: LedgerListQuery) {
  let base = db.selectFrom('balance_ledger').innerJoin('members', 'members.id', 'balance_ledger.member_id');
  if (q.type) base = base.where('balance_ledger.type', '=', q.type);
  if (q.from) base = base.where('balance_ledger.created_at', '>=', q.from);
  if (q.to) base = base.where('balance_ledger.created_at', '<', q.to);
  if (q.q) base = base.where((eb) => eb.or([eb('members.account', '=', q.q!), eb('balance_ledger.order_no', '=', q.q!)]));
  const column = SORT_COLUMNS[q.sort ?? 'id'];
  let rows = base
    .select(['balance_ledger.id', 'balance_ledger.member_id', 'members.account', 'balance_ledger.type', 'balance_ledger.amount', 'balance_ledger.balance_after', 'balance_ledger.order_no', 'balance_ledger.note', 'balance_ledger.created_at'])
    .orderBy(column, q.order ?? 'desc');
  if (column !== 'balance_ledger.id') rows = rows.orderBy('balance_ledger.id', 'desc');
  const [list, count] = await Promise.all([
    rows.limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}
