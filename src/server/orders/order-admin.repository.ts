import type { Executor } from '../db/schema.ts';
import type { OrderStatus } from './states.ts';

/** Orders for the operator console: every member's, filtered by state and by order number or account. */
export async function adminOrderPage(db: Executor, q: { status?: OrderStatus; q?: string; page: number; pageSize: number; desc: boolean }) {
  let base = db.selectFrom('orders').innerJoin('members', 'members.id', 'orders.member_id');
  if (q.status) base = base.where('orders.status', '=', q.status);
  if (q.q) {
    const term = q.q;
    base = base.where((eb) => eb.or([eb('orders.order_no', '=', term), eb('members.account_key', '=', term.toLowerCase())]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['orders.id', 'orders.order_no', 'orders.status', 'orders.pay_amount', 'orders.freight', 'orders.consignee', 'orders.created_at', 'orders.paid_at', 'orders.shipped_at', 'members.account'])
      .orderBy('orders.id', q.desc ? 'desc' : 'asc')
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
