import type { Executor } from '../db/schema.ts';
import type { OrderSort } from '../../lib/schemas/order-admin.ts';
import type { OrderStatus } from './states.ts';

const SORT_COLUMN = { createdAt: 'orders.id', orderNo: 'orders.order_no', payAmount: 'orders.pay_amount', status: 'orders.status' } as const;

/**
 * Orders for the operator console: every member's, filtered by state, by order number or account and by when they
 * were placed (`from` inclusive, `to` exclusive), sorted by a column (then newest first).
 */
export async function adminOrderPage(db: Executor, q: { status?: OrderStatus; q?: string; from?: string; to?: string; sort?: OrderSort; page: number; pageSize: number; desc: boolean }) {
  let base = db.selectFrom('orders').innerJoin('members', 'members.id', 'orders.member_id');
  if (q.status) base = base.where('orders.status', '=', q.status);
  if (q.from) base = base.where('orders.created_at', '>=', q.from);
  if (q.to) base = base.where('orders.created_at', '<', q.to);
  if (q.q) {
    const term = q.q;
    base = base.where((eb) => eb.or([eb('orders.order_no', '=', term), eb('members.account_key', '=', term.toLowerCase())]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['orders.id', 'orders.order_no', 'orders.status', 'orders.pay_amount', 'orders.freight', 'orders.consignee', 'orders.created_at', 'orders.paid_at', 'orders.shipped_at', 'members.account'])
      .orderBy(SORT_COLUMN[q.sort ?? 'createdAt'], q.desc ? 'desc' : 'asc')
      .orderBy('orders.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function orderBuyer(db: Executor, memberId: number) {
  return db.selectFrom('members').select(['id', 'account', 'nickname']).where('id', '=', memberId).executeTakeFirst();
}

/** The whole timeline with who did each step, for the operator. */
export function orderTimeline(db: Executor, orderId: number) {
  return db.selectFrom('order_events').select(['id', 'kind', 'detail', 'actor', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
}
