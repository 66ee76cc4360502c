import { Hono } from 'hono';
import { requireMember } from '../member/auth.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import {
  CANCEL_REASONS,
  orderCancelInput,
  orderListQuery,
  orderNoInput,
  orderPayInput,
  orderPreviewInput,
  orderRefundInput,
  orderSubmitInput,
} from '../../lib/schemas/order.ts';
import type { MemberOrderDetailView } from '../../lib/schemas/order-view.ts';
import { memberLogistics, memberOrderDetail, memberOrders, orderCounts } from '../orders/order-views.service.ts';
import * as orders from '../orders/order.service.ts';
import { buyAgain, payOrder, previewOrder, submitOrder } from '../flows/checkout.ts';
import { expectedDelivery } from '../../lib/delivery.ts';

/** /api/order/* and the order list under /api/my/shopping: the member's own orders only. */
export function orderRoutes(deps: orders.OrderDeps) {
  const { db } = deps;
  const auth = requireMember(db);
  const order = new Hono<AppEnv>()
    .post('/preview', auth, async (c) => ok(c, await previewOrder(deps, c.get('locale'), c.get('member').id, await parseInput(c, orderPreviewInput))))
    .post('/submit', auth, async (c) => {
      const orderNo = await submitOrder(deps, c.get('locale'), c.get('member').id, await parseInput(c, orderSubmitInput));
      return ok(c, { orderNo }, c.get('t')('order.submitted'));
    })
    .get('/detail', auth, async (c) => {
      const { orderNo } = await parseInput(c, orderNoInput);
      const order = await memberOrderDetail(db, c.get('locale'), c.get('member').id, orderNo);
      const detail: MemberOrderDetailView = { ...order, parcelSender: deps.parcelSender, expectedDelivery: expectedDelivery(order, deps.deliveryDays) };
      return ok(c, detail);
    })
    .get('/cancelReasons', (c) => ok(c, CANCEL_REASONS.map((key) => ({ key, label: c.get('t')(`order.cancelReason.${key}`) }))))
    .post('/pay', auth, async (c) => {
      const result = await payOrder(deps, c.get('member').id, await parseInput(c, orderPayInput));
      return ok(c, result, c.get('t')('order.paid'));
    })
    .post('/cancel', auth, async (c) => {
      await orders.cancelOrder(deps, c.get('member').id, await parseInput(c, orderCancelInput));
      return ok(c, null, c.get('t')('order.cancelled'));
    })
    .post('/confirmReceipt', auth, async (c) => {
      const { orderNo } = await parseInput(c, orderNoInput);
      await orders.confirmReceipt(deps, c.get('member').id, orderNo);
      return ok(c, null, c.get('t')('order.received'));
    })
    .post('/delete', auth, async (c) => {
      const { orderNo } = await parseInput(c, orderNoInput);
      await orders.deleteOrder(deps, c.get('member').id, orderNo);
      return ok(c, null, c.get('t')('order.deleted'));
    })
    .post('/refund', auth, async (c) => {
      const status = await orders.refundOrder(deps, c.get('member').id, await parseInput(c, orderRefundInput));
      return ok(c, { status }, c.get('t')(status === 'refunded' ? 'order.refunded' : 'order.refundRequested'));
    })
    .post('/buyAgain', auth, async (c) => {
      const { orderNo } = await parseInput(c, orderNoInput);
      return ok(c, await buyAgain(db, c.get('member').id, orderNo), c.get('t')('cart.added'));
    })
    .get('/logistics', auth, async (c) => {
      const { orderNo } = await parseInput(c, orderNoInput);
      return ok(c, await memberLogistics(db, c.get('locale'), c.get('member').id, orderNo));
    });

  const shopping = new Hono<AppEnv>()
    .get('/getOrdersList', auth, async (c) => ok(c, await memberOrders(db, c.get('locale'), c.get('member').id, await parseInput(c, orderListQuery))))
    .get('/getOrderCounts', auth, async (c) => ok(c, await orderCounts(db, c.get('member').id)));

  return { order, shopping };
}
