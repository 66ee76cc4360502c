import type { RechargeStatus } from '../../lib/schemas/balance.ts';
import type { Executor } from '../db/schema.ts';
import { topUpPage } from './topup-list.repository.ts';
import type { TopUpQuery } from './topup-query.ts';

/** Top-ups for the console's list and its export: `id` is the top-up number, money in fen. */
export async function topUpsForConsole(db: Executor, q: TopUpQuery) {
  const { rows, total } = await topUpPage(db, q);
  const list = rows.map((r) => ({
    id: r.recharge_no,
    rechargeNo: r.recharge_no,
    status: r.status as RechargeStatus,
    amount: Number(r.amount),
    bonus: Number(r.bonus),
    provider: r.provider,
    account: r.account,
    createdAt: r.created_at,
    paidAt: r.paid_at,
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}
