import { atomically } from '../db/atomic.ts';
import type { DbPool, Executor } from '../db/schema.ts';
import { StateChangedError } from '../errors.ts';
import { REVIEW_WINDOW_DAYS } from '../../lib/schemas/review.ts';
import { expireOrder, returnMoney } from './order.service.ts';
import * as lineRefunds from './line-refund.service.ts';
import * as repo from './order.repository.ts';
import * as shipments from './shipment.service.ts';
import { shipmentDetail, storedCarrier } from './shipment.service.ts';
import type { OrderStatus } from './states.ts';
import { findOrderOrThrow, transition, type Actor } from './transition.ts';

/** Days after shipping when receipt confirms itself. */
const AUTO_CONFIRM_DAYS = 10;
/** Orders one job run handles; the next run takes the rest. */
const JOB_BATCH = 500;

/** The operator making a move: their console account, when known, names them on the order's timeline. */
export interface MovedBy {
  readonly account?: string;
}

const operatorOf = (by: MovedBy): Actor => ({ kind: 'operator', account: by.account });

/** The latest orders, newest first, optionally in one state, with the buyer's account. */
export async function listOrders(db: DbPool, status?: OrderStatus, limit = 100) {
  const rows = await repo.latestOrders(db, status, limit);
  return rows.map((r) => ({ orderNo: r.order_no, status: r.status as OrderStatus, payAmount: Number(r.pay_amount), account: r.account, createdAt: r.created_at }));
}

/** Ships a paid order; a carrier named by the list's code or name is stored as its code. */
export async function shipOrder(db: Executor, by: MovedBy, orderNo: string, carrier: string, trackingNo: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operatorOf(by));
  const stored = storedCarrier(carrier);
  await transition(db, order, 'ship', operatorOf(by), {
    set: { carrier: stored, tracking_no: trackingNo, shipped_at: now.toISOString() },
    detail: shipmentDetail(stored, trackingNo),
    now,
  });
}

export const refundLines = (db: Executor, by: MovedBy, orderNo: string, input: { itemIds: readonly number[]; reason: string }, now = new Date()) =>
  lineRefunds.refundLines(db, operatorOf(by), orderNo, input, now);

export const correctShipment = (db: Executor, by: MovedBy, orderNo: string, carrier: string, trackingNo: string, now = new Date()) =>
  shipments.correctShipment(db, operatorOf(by), orderNo, carrier, trackingNo, now);

/** A line of tracking news on the order's timeline, while the parcel is on its way or delivered. */
export async function addLogistics(db: Executor, by: MovedBy, orderNo: string, text: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operatorOf(by));
  await transition(db, order, 'logistics', operatorOf(by), { detail: text, now });
}

export async function approveRefund(db: Executor, by: MovedBy, orderNo: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operatorOf(by));
  await atomically(db, async (trx) => {
    await transition(trx, order, 'approveRefund', operatorOf(by), { set: { finished_at: now.toISOString() }, now });
    await returnMoney(trx, order, now);
  });
}

/** Back to where the request came from: received when the member had confirmed receipt, else shipped. */
export async function rejectRefund(db: Executor, by: MovedBy, orderNo: string, reason: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operatorOf(by));
  await transition(db, order, 'rejectRefund', operatorOf(by), { to: order.received_at ? 'received' : 'shipped', detail: reason, now });
}

export async function closeOrder(db: Executor, by: MovedBy, orderNo: string, reason: string, now = new Date()) {
  const order = await findOrderOrThrow(db, orderNo, operatorOf(by));
  await atomically(db, async (trx) => {
    await transition(trx, order, 'close', operatorOf(by), { set: { cancel_reason: reason, finished_at: now.toISOString() }, detail: reason, now });
    await repo.restock(trx, order.id);
  });
}

/** Cancels unpaid orders past their deadline and gives their stock back. Safe to run on every instance. */
export async function expireOverdueOrders(db: DbPool, now = new Date()): Promise<number> {
  const overdue = await repo.ordersDue(db, 'pending_payment', 'pay_deadline', now, JOB_BATCH);
  let expired = 0;
  for (const order of overdue) if (await expireOrder(db, order, now)) expired += 1;
  return expired;
}

/** Confirms receipt of orders shipped AUTO_CONFIRM_DAYS ago that the member never confirmed. */
export async function autoConfirmReceipts(db: DbPool, now = new Date()): Promise<number> {
  const due = await repo.ordersDue(db, 'shipped', 'shipped_at', new Date(now.getTime() - AUTO_CONFIRM_DAYS * 86_400_000), JOB_BATCH);
  let confirmed = 0;
  for (const order of due) {
    try {
      await transition(db, order, 'confirmReceipt', { kind: 'system' }, { set: { received_at: now.toISOString() }, now });
      confirmed += 1;
    } catch (err) {
      if (!(err instanceof StateChangedError)) throw err;
    }
  }
  return confirmed;
}

/**
 * Completes orders received REVIEW_WINDOW_DAYS ago whose goods were not all reviewed: the review window is over.
 * No review is written for the member. Works from what the database says is due, so a restart loses nothing.
 */
export async function autoCompleteOrders(db: DbPool, now = new Date()): Promise<number> {
  const due = await repo.ordersDue(db, 'received', 'received_at', new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000), JOB_BATCH);
  let completed = 0;
  for (const order of due) {
    try {
      await transition(db, order, 'autoComplete', { kind: 'system' }, { set: { finished_at: now.toISOString() }, now });
      completed += 1;
    } catch (err) {
      if (!(err instanceof StateChangedError)) throw err;
    }
  }
  return completed;
}
