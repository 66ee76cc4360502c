import { Hono, type Context } from 'hono';
import type { DbPool } from '../db/schema.ts';
import { parseInput, parseParam } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { adminOrderDetail, adminOrders } from '../orders/order-admin.service.ts';
import * as orders from '../orders/operator.service.ts';
import { adminOrderQuery, logisticsSchema, reasonSchema, shipSchema } from '../../lib/schemas/admin.ts';
import { orderNoField } from '../../lib/schemas/common.ts';
import { auditAdmin, okAdmin } from './admin-http.ts';

/** The order number in the path, read by the same schema as a member's order number. */
const orderNoOf = (c: Context<AppEnv>) => parseParam(c, 'orderNo', orderNoField());

const snapshot = (o: Awaited<ReturnType<typeof adminOrderDetail>>) => ({ status: o.status, carrier: o.carrier, trackingNo: o.trackingNo });

/** /api/admin/orders: the same order services as `npm run ops -- ship|logistics|refund:*|close`, audited. */
export function adminOrderRoutes(db: DbPool) {
  const act = async (c: Context<AppEnv>, action: string, detail: string | null, run: (orderNo: string) => Promise<void>) => {
    const orderNo = orderNoOf(c);
    const before = await adminOrderDetail(db, orderNo);
    await run(orderNo);
    const after = await adminOrderDetail(db, orderNo);
    await auditAdmin(db, c, { action, target: orderNo, detail, before: snapshot(before), after: snapshot(after) });
    return okAdmin(c, after);
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await adminOrders(db, await parseInput(c, adminOrderQuery))))
    .get('/:orderNo', async (c) => okAdmin(c, await adminOrderDetail(db, orderNoOf(c))))
    .post('/:orderNo/ship', async (c) => {
      const { carrier, trackingNo } = await parseInput(c, shipSchema);
      return act(c, 'order.ship', `${carrier} ${trackingNo}`, (no) => orders.shipOrder(db, no, carrier, trackingNo));
    })
    .post('/:orderNo/logistics', async (c) => {
      const { text } = await parseInput(c, logisticsSchema);
      return act(c, 'order.logistics', text, (no) => orders.addLogistics(db, no, text));
    })
    .post('/:orderNo/approveRefund', (c) => act(c, 'order.refund.approve', null, (no) => orders.approveRefund(db, no)))
    .post('/:orderNo/rejectRefund', async (c) => {
      const { reason } = await parseInput(c, reasonSchema);
      return act(c, 'order.refund.reject', reason, (no) => orders.rejectRefund(db, no, reason));
    })
    .post('/:orderNo/close', async (c) => {
      const { reason } = await parseInput(c, reasonSchema);
      return act(c, 'order.close', reason, (no) => orders.closeOrder(db, no, reason));
    });
}
