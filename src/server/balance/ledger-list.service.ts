import type { Executor } from '../db/schema.ts';
import type { LedgerType } from './ledger.ts';
import type { LedgerListQuery } from './ledger-list-query.ts';
import { ledgerListPage } from './ledger-list.repository.ts';

/** Every member's balance records for the console's list and its export; money in fen, signed. */
export async function ledgerForConsole(db: Executor, q: LedgerListQuery) {
  const { rows, total } = await ledgerListPage(db, q);
  const list = rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    account: r.account,
    type: r.type as LedgerType,
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    orderNo: r.order_no,
    note: r.note,
    createdAt: r.created_at,
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}
