import type { DbPool, Executor, Trx } from '../db/schema.ts';
import { StateChangedError } from '../errors.ts';
import type { CancelReason } from '../../lib/schemas/order.ts';
import type { PayPassword } from '../member/pay-password.service.ts';
import { returnRest } from './line-refund.service.ts';
import * as repo from './order.repository.ts';
import { canDo, type OrderStatus } from './states.ts';
import { findOrderOrThrow, transition, type Actor } from './transition.ts';

export interface OrderDeps {
  db: DbPool;
  /** Minutes an order waits for payment before it is cancelled (ORDER_PAY_TIMEOUT_MIN). */
  payTimeoutMin: number;
  payPassword: PayPassword;
  /** The sender's name printed on parcels (PARCEL_SENDER). */
  parcelSender: string;
  /** Days a parcel travels from shipping to the door (DELIVERY_DAYS). */
  deliveryDays: number;
}

const member = (memberId: number): Actor => ({ kind: 'member', memberId });

/** Cancels an unpaid order whose time ran out; a no-op when payment or another cancel won the race. */
export async function expireOrder(db: DbPool, order: repo.OrderRow, now = new Date()): Promise<boolean> {
  try {
    await db.transaction().execute((trx) => closeExpired(trx, order, now));
    return true;
  } catch (err) {
    if (err instanceof StateChangedError) return false;
    throw err;
  }
}

/** A member's order, held until the caller's transaction ends, so no other move interleaves with the caller's. */
export function holdOrder(trx: Trx, orderNo: string, memberId: number): Promise<repo.OrderRow | undefined> {
  return repo.lockOrder(trx, orderNo, memberId);
}

/** An unpaid order out of time is cancelled and its stock given back, in the caller's transaction. */
export async function closeExpired(trx: Trx, order: repo.OrderRow, now: Date): Promise<void> {
  await transition(trx, order, 'expire', { kind: 'system' }, { set: { finished_at: now.toISOString() }, now });
  await repo.restock(trx, order.id);
}

/** The order's move to `paid` with its sales counted, inside the payment's transaction. */
export async function markPaid(trx: Trx, order: repo.OrderRow, memberId: number, now: Date): Promise<void> {
  await transition(trx, order, 'pay', member(memberId), { set: { paid_at: now.toISOString() }, now });
  await repo.tallySales(trx, order.id, 1);
}

export async function cancelOrder(deps: OrderDeps, memberId: number, input: { orderNo: string; reason: CancelReason }, now = new Date()) {
  const order = await findOrderOrThrow(deps.db, input.orderNo, member(memberId));
  await deps.db.transaction().execute(async (trx) => {
    await transition(trx, order, 'cancel', member(memberId), {
      set: { cancel_reason: input.reason, finished_at: now.toISOString() },
      detail: input.reason,
      now,
    });
    await repo.restock(trx, order.id);
  });
}

export async function confirmReceipt(deps: OrderDeps, memberId: number, orderNo: string, now = new Date()) {
  const order = await findOrderOrThrow(deps.db, orderNo, member(memberId));
  await transition(deps.db, order, 'confirmReceipt', member(memberId), { set: { received_at: now.toISOString() }, now });
}

/** Hides a finished order from the member for good; the operator still sees it. */
export async function deleteOrder(deps: OrderDeps, memberId: number, orderNo: string) {
  const order = await findOrderOrThrow(deps.db, orderNo, member(memberId));
  await transition(deps.db, order, 'delete', member(memberId), { set: { hidden: 1 } });
}

/**
 * Gives the money back to the balance, puts the units back on the shelf, and takes the sales back: of the lines the
 * operator has not refunded already, so an order partly refunded never returns a line twice.
 */
export async function returnMoney(trx: Executor, order: repo.OrderRow, now: Date) {
  await returnRest(trx, order, now);
}

/**
 * A paid order not yet shipped is refunded at once to the balance (the original route); after
 * shipping the member asks and the operator decides.
 */
export async function refundOrder(deps: OrderDeps, memberId: number, input: { orderNo: string; reason: string }, now = new Date()): Promise<OrderStatus> {
  const order = await findOrderOrThrow(deps.db, input.orderNo, member(memberId));
  const status = order.status as OrderStatus;
  if (canDo('refund', status)) {
    await deps.db.transaction().execute(async (trx) => {
      await transition(trx, order, 'refund', member(memberId), {
        set: { refund_reason: input.reason, finished_at: now.toISOString() },
        detail: input.reason,
        now,
      });
      await returnMoney(trx, order, now);
    });
    return 'refunded';
  }
  await transition(deps.db, order, 'requestRefund', member(memberId), { set: { refund_reason: input.reason }, detail: input.reason, now });
  return 'refund_requested';
}
