import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ops from '../../src/server/orders/operator.service.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, PAY_PWD, submit, type Buyer } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000', DELIVERY_DAYS: '4' });
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

interface Detail {
  status: string;
  paidAt: string | null;
  shippedAt: string | null;
  expectedDelivery: string | null;
  logistics: { carrier: string; trackingNo: string; trackUrl: string | null } | null;
}

const detail = async (b: Buyer, orderNo: string, lang = 'en') =>
  (await ctx.call<Detail>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: { ...b.headers, lang } })).body.data;

describe(`expected delivery and the carrier on the order (${TEST_DIALECT})`, () => {
  it('dates the parcel from the shipping promise and DELIVERY_DAYS, and names the carrier in the reader language with its tracking page', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const submitted = await submit(ctx, b, [{ skuId, quantity: 1 }]);
    const orderNo = submitted.body.data.orderNo;
    expect((await detail(b, orderNo)).expectedDelivery).toBeNull();

    expect((await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers })).body.code).toBe(200);
    const waiting = await detail(b, orderNo);
    expect(Date.parse(waiting.expectedDelivery!) - Date.parse(waiting.paidAt!)).toBe(2 * DAY + 4 * DAY);

    await ops.shipOrder(ctx.db.kysely, {}, orderNo, 'SF Express', 'SF 42');
    const shipped = await detail(b, orderNo, 'zh');
    expect(Date.parse(shipped.expectedDelivery!) - Date.parse(shipped.shippedAt!)).toBe(4 * DAY);
    expect(shipped.logistics).toEqual({ carrier: '顺丰速运', trackingNo: 'SF 42', trackUrl: 'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF%2042' });
    expect((await detail(b, orderNo, 'ar')).logistics?.carrier).toBe('إس إف إكسبريس');

    expect((await ctx.call('POST', '/api/order/confirmReceipt', { json: { orderNo }, headers: b.headers })).body.code).toBe(200);
    expect((await detail(b, orderNo)).expectedDelivery).toBeNull();
  });
});
