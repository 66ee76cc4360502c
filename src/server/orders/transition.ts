import { sql, type Updateable } from 'kysely';
import type { Executor, OrdersTable } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../http/errors.ts';
import { TRANSITIONS, type OrderAction, type OrderStatus } from './states.ts';

export type OrderRow = Awaited<ReturnType<typeof findOrder>> & object;

/** Who asked: a member (only their own orders), the operator, or the system's jobs. */
export type Actor = { kind: 'member'; memberId: number } | { kind: 'operator' } | { kind: 'system' };

export const actorName = (actor: Actor) => (actor.kind === 'member' ? `member:${actor.memberId}` : actor.kind);

/** An order by number; a member only ever finds their own, and not the ones they deleted. */
export async function findOrder(db: Executor, orderNo: string, actor: Actor) {
  let query = db.selectFrom('orders').selectAll().where('order_no', '=', orderNo);
  if (actor.kind === 'member') query = query.where('member_id', '=', actor.memberId).where('hidden', '=', 0);
  return query.executeTakeFirst();
}

export async function findOrderOrThrow(db: Executor, orderNo: string, actor: Actor) {
  const order = await findOrder(db, orderNo, actor);
  if (!order) throw new NotFoundError('order.notFound');
  return order;
}

export async function addEvent(trx: Executor, orderId: number, kind: string, actor: Actor, detail: string | null = null, now = new Date()) {
  await trx
    .insertInto('order_events')
    .values({ order_id: orderId, kind, detail, actor: actorName(actor), created_at: now.toISOString() })
    .execute();
}

/**
 * Moves the order by `action` if, at this instant, it is in a state the action may start from; the
 * conditional update makes a race have exactly one winner. The loser is told the order has moved on.
 * Records the step on the timeline. Returns the order as it was before the move.
 */
export async function transition(
  trx: Executor,
  order: OrderRow,
  action: OrderAction,
  actor: Actor,
  options: { to?: OrderStatus; set?: Updateable<OrdersTable>; detail?: string | null; now?: Date } = {},
): Promise<OrderRow> {
  const { from, to } = TRANSITIONS[action];
  const now = options.now ?? new Date();
  const target = options.to ?? to;
  const result = await trx
    .updateTable('orders')
    .set({ ...options.set, ...(target ? { status: target } : {}), updated_at: now.toISOString() })
    .where('id', '=', order.id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new DomainError('order.stateChanged');
  await addEvent(trx, order.id, action, actor, options.detail ?? null, now);
  return order;
}

/** Puts the order's units back on their SKUs (cancel, expiry, refund). */
export async function restock(trx: Executor, orderId: number): Promise<void> {
  const items = await trx.selectFrom('order_items').select(['sku_id', 'quantity']).where('order_id', '=', orderId).execute();
  for (const item of items) {
    await trx.updateTable('skus').set({ stock: sql<number>`stock + ${item.quantity}` }).where('id', '=', item.sku_id).execute();
  }
}

/** Counts the units as sold once the order is paid (sign 1), or takes them back on a refund (sign -1). */
export async function countSales(trx: Executor, orderId: number, sign: 1 | -1 = 1): Promise<void> {
  const items = await trx.selectFrom('order_items').select(['goods_id', 'quantity']).where('order_id', '=', orderId).execute();
  for (const item of items) {
    const delta = sign * item.quantity;
    await trx.updateTable('goods').set({ sales: sql<number>`case when sales + ${delta} < 0 then 0 else sales + ${delta} end` }).where('id', '=', item.goods_id).execute();
  }
}
