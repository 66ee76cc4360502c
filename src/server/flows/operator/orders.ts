import type { DbPool, Trx } from '../../db/schema.ts';
import { adminOrderDetail } from '../../orders/order-admin.service.ts';
import * as orders from '../../orders/operator.service.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';

/**
 * The operator's moves of an order (console `/api/admin/orders/…` and `npm run ops -- ship|logistics|refund:*|close`):
 * the move, its timeline step, money and stock it gives back, and the audit entry with the order before and after.
 */

export type OperatorOrder = Awaited<ReturnType<typeof adminOrderDetail>>;

const snapshot = (o: OperatorOrder) => ({
  status: o.status,
  carrier: o.carrier,
  trackingNo: o.trackingNo,
  refundedAmount: o.refundedAmount,
  refundedLines: o.items.filter((i) => i.refundedAt !== null).map((i) => i.id),
});

function orderAction(db: DbPool, actor: OperatorActor, orderNo: string, action: string, detail: string | null, move: (trx: Trx) => Promise<void>): Promise<OperatorOrder> {
  return operatorAction(db, actor, async (trx) => {
    const before = await adminOrderDetail(trx, orderNo);
    await move(trx);
    const after = await adminOrderDetail(trx, orderNo);
    return { entry: { action, target: orderNo, detail, before: snapshot(before), after: snapshot(after) }, result: after };
  });
}

export const ship = (db: DbPool, actor: OperatorActor, { orderNo, carrier, trackingNo }: { orderNo: string; carrier: string; trackingNo: string }) =>
  orderAction(db, actor, orderNo, 'order.ship', `${carrier} ${trackingNo}`, (trx) => orders.shipOrder(trx, actor, orderNo, carrier, trackingNo));

export const addLogistics = (db: DbPool, actor: OperatorActor, { orderNo, text }: { orderNo: string; text: string }) =>
  orderAction(db, actor, orderNo, 'order.logistics', text, (trx) => orders.addLogistics(trx, actor, orderNo, text));

export const approveRefund = (db: DbPool, actor: OperatorActor, { orderNo }: { orderNo: string }) =>
  orderAction(db, actor, orderNo, 'order.refund.approve', null, (trx) => orders.approveRefund(trx, actor, orderNo));

export const rejectRefund = (db: DbPool, actor: OperatorActor, { orderNo, reason }: { orderNo: string; reason: string }) =>
  orderAction(db, actor, orderNo, 'order.refund.reject', reason, (trx) => orders.rejectRefund(trx, actor, orderNo, reason));

export const close = (db: DbPool, actor: OperatorActor, { orderNo, reason }: { orderNo: string; reason: string }) =>
  orderAction(db, actor, orderNo, 'order.close', reason, (trx) => orders.closeOrder(trx, actor, orderNo, reason));

/** Refunds lines of a paid, shipped or received order (none named: the whole order) to the member's balance. */
export const refund = (db: DbPool, actor: OperatorActor, { orderNo, lines, reason }: { orderNo: string; lines: readonly { orderItemId: number }[]; reason: string }) =>
  orderAction(db, actor, orderNo, lines.length > 0 ? 'order.refund.lines' : 'order.refund', reason, (trx) =>
    orders.refundLines(trx, actor, orderNo, { itemIds: lines.map((l) => l.orderItemId), reason }).then(() => undefined),
  );

export const correctShipment = (db: DbPool, actor: OperatorActor, { orderNo, carrier, trackingNo }: { orderNo: string; carrier: string; trackingNo: string }) =>
  orderAction(db, actor, orderNo, 'order.shipment.correct', `${carrier} ${trackingNo}`, (trx) => orders.correctShipment(trx, actor, orderNo, carrier, trackingNo));
