import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../http/errors.ts';
import { expireOrder, returnMoney } from './order.service.ts';
import { ORDER_STATUSES, type OrderStatus } from './states.ts';
import { addEvent, findOrderOrThrow, restock, transition } from './transition.ts';

/** Days after shipping when receipt confirms itself. */
export const AUTO_CONFIRM_DAYS = 10;

const operator = { kind: 'operator' } as const;

export async function listOrders(db: Kysely<Database>, status?: OrderStatus, limit = 100) {
  let query = db
    .selectFrom('orders')
    .innerJoin('members', 'members.id', 'orders.member_id')
    .select(['orders.order_no', 'orders.status', 'orders.pay_amount', 'orders.created_at', 'members.account'])
    .orderBy('orders.id', 'desc')
    .limit(limit);
  if (status) query = query.where('orders.status', '=', status);
  return query.execute();
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export async function shipOrder(db: Kysely<Database>, orderNo: string, carrier: string, trackingNo: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operator);
  await transition(db, order, 'ship', operator, {
    set: { carrier, tracking_no: trackingNo, shipped_at: now.toISOString() },
    detail: `${carrier} ${trackingNo}`,
    now,
  });
}

/** A line of tracking news on the order's timeline, while the parcel is on its way or delivered. */
export async function addLogistics(db: Kysely<Database>, orderNo: string, text: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operator);
  if (!['shipped', 'received', 'refund_requested'].includes(order.status)) throw new DomainError('order.stateChanged');
  await addEvent(db, order.id, 'logistics', operator, text, now);
}

export async function approveRefund(db: Kysely<Database>, orderNo: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operator);
  await db.transaction().execute(async (trx) => {
    await transition(trx, order, 'approveRefund', operator, { set: { finished_at: now.toISOString() }, now });
    await returnMoney(trx, order, now);
  });
}

/** Back to where the request came from: received when the member had confirmed receipt, else shipped. */
export async function rejectRefund(db: Kysely<Database>, orderNo: string, reason: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operator);
  await transition(db, order, 'rejectRefund', operator, { to: order.received_at ? 'received' : 'shipped', detail: reason, now });
}

export async function closeOrder(db: Kysely<Database>, orderNo: string, reason: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operator);
  await db.transaction().execute(async (trx) => {
    await transition(trx, order, 'close', operator, { set: { cancel_reason: reason, finished_at: now.toISOString() }, detail: reason, now });
    await restock(trx, order.id);
  });
}

/** Cancels unpaid orders past their deadline and gives their stock back. Safe to run on every instance. */
export async function expireOverdueOrders(db: Kysely<Database>, now = new Date()): Promise<number> {
  const overdue = await db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'pending_payment')
    .where('pay_deadline', '<=', now.toISOString())
    .orderBy('id')
    .limit(500)
    .execute();
  let expired = 0;
  for (const order of overdue) if (await expireOrder(db, order, now)) expired += 1;
  return expired;
}

/** Confirms receipt of orders shipped AUTO_CONFIRM_DAYS ago that the member never confirmed. */
export async function autoConfirmReceipts(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUTO_CONFIRM_DAYS * 86_400_000).toISOString();
  const due = await db.selectFrom('orders').selectAll().where('status', '=', 'shipped').where('shipped_at', '<=', cutoff).limit(500).execute();
  let confirmed = 0;
  for (const order of due) {
    try {
      await transition(db, order, 'confirmReceipt', { kind: 'system' }, { set: { received_at: now.toISOString() }, now });
      confirmed += 1;
    } catch (err) {
      if (!(err instanceof DomainError && err.key === 'order.stateChanged')) throw err;
    }
  }
  return confirmed;
}
