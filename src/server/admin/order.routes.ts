import { Hono, type Context } from 'hono';
import type { DbPool } from '../db/schema.ts';
import { parseInput, parseParam } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { adminOrderDetail, adminOrders } from '../orders/order-admin.service.ts';
import * as orders from '../flows/operator/orders.ts';
import type { OperatorOrder } from '../flows/operator/orders.ts';
import { batchShip } from '../flows/operator/batch-ship.ts';
import { logisticsSchema, reasonSchema, shipSchema } from '../../lib/schemas/admin.ts';
import { adminOrderListQuery, batchShipSchema, refundSchema, shipmentSchema } from '../../lib/schemas/order-admin.ts';
import { orderNoField } from '../../lib/schemas/common.ts';
import { actorOf, okAdmin } from './admin-http.ts';
import { parseListQuery } from './list-query.ts';

/** The order number in the path, read by the same schema as a member's order number. */
const orderNoOf = (c: Context<AppEnv>) => parseParam(c, 'orderNo', orderNoField());

/** /api/admin/orders: the operator's order flows, as `npm run ops -- ship|logistics|refund|refund:*|close` runs them. */
export function adminOrderRoutes(db: DbPool, parcelSender: string) {
  /** The order as the operator reads it, with the sender name its packing slip prints (PARCEL_SENDER). */
  const answer = (c: Context<AppEnv>, detail: OperatorOrder) => okAdmin(c, { ...detail, parcelSender });
  /** The order after a move: goods named in the console's language. */
  const detailAfter = async (c: Context<AppEnv>, orderNo: string) => answer(c, await adminOrderDetail(db, orderNo, c.get('locale')));
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await adminOrders(db, await parseListQuery(c, adminOrderListQuery))))
    .post('/batchShip', async (c) => {
      const results = await batchShip(db, actorOf(c), await parseInput(c, batchShipSchema));
      const t = c.get('t');
      return okAdmin(c, results.map((r) => (r.shipped ? r : { ...r, reason: t(r.reason.key, r.reason.params) })));
    })
    .get('/:orderNo', async (c) => detailAfter(c, orderNoOf(c)))
    .post('/:orderNo/ship', async (c) => answer(c, await orders.ship(db, actorOf(c), { ...(await parseInput(c, shipSchema)), orderNo: orderNoOf(c) })))
    .post('/:orderNo/logistics', async (c) => answer(c, await orders.addLogistics(db, actorOf(c), { ...(await parseInput(c, logisticsSchema)), orderNo: orderNoOf(c) })))
    .post('/:orderNo/approveRefund', async (c) => answer(c, await orders.approveRefund(db, actorOf(c), { orderNo: orderNoOf(c) })))
    .post('/:orderNo/rejectRefund', async (c) => answer(c, await orders.rejectRefund(db, actorOf(c), { ...(await parseInput(c, reasonSchema)), orderNo: orderNoOf(c) })))
    .post('/:orderNo/close', async (c) => answer(c, await orders.close(db, actorOf(c), { ...(await parseInput(c, reasonSchema)), orderNo: orderNoOf(c) })))
    .post('/:orderNo/refund', async (c) => {
      const orderNo = orderNoOf(c);
      await orders.refund(db, actorOf(c), { ...(await parseInput(c, refundSchema)), orderNo });
      return detailAfter(c, orderNo);
    })
    .post('/:orderNo/correctShipment', async (c) => {
      const orderNo = orderNoOf(c);
      await orders.correctShipment(db, actorOf(c), { ...(await parseInput(c, shipmentSchema)), orderNo });
      return detailAfter(c, orderNo);
    });
}
