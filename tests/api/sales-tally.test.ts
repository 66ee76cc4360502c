import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldSales } from '../../src/server/catalogue/sales.service.ts';
import * as ops from '../../src/server/orders/operator.service.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, PAY_PWD, submit, type Buyer } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

const salesOf = async (goodsId: number) =>
  Number((await ctx.db.kysely.selectFrom('goods').select('sales').where('id', '=', goodsId).executeTakeFirstOrThrow()).sales);

const pay = (b: Buyer, orderNo: string) => ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers });

async function paid(b: Buyer, skuId: number, quantity: number): Promise<string> {
  const res = await submit(ctx, b, [{ skuId, quantity }]);
  expect(res.body.code, res.body.msg).toBe(200);
  expect((await pay(b, res.body.data.orderNo)).body.code).toBe(200);
  return res.body.data.orderNo;
}

describe(`sales counted from the tally (${TEST_DIALECT})`, () => {
  it('counts paid units once folded, and takes refunded ones back', async () => {
    const b = await buyer(ctx, 500_000);
    const { goodsId, skuId } = await goodsWithStock(ctx, 20);
    const first = await paid(b, skuId, 2);
    await pay(b, first);
    await paid(b, skuId, 3);
    // Unpaid orders sell nothing.
    await submit(ctx, b, [{ skuId, quantity: 4 }]);
    expect(await salesOf(goodsId)).toBe(0);
    await foldSales(ctx.db.kysely);
    expect(await salesOf(goodsId)).toBe(5);
    expect((await ctx.call('POST', '/api/order/refund', { json: { orderNo: first, reason: 'Changed my mind' }, headers: b.headers })).body.code).toBe(200);
    await foldSales(ctx.db.kysely);
    expect(await salesOf(goodsId)).toBe(3);
    expect(await foldSales(ctx.db.kysely)).toBe(0);
  });

  it('never counts below zero', async () => {
    const b = await buyer(ctx, 500_000);
    const { goodsId, skuId } = await goodsWithStock(ctx, 20);
    const orderNo = await paid(b, skuId, 2);
    await foldSales(ctx.db.kysely);
    // Sales set lower meanwhile (corrected by hand): the refund cannot take them below zero.
    await ctx.db.kysely.updateTable('goods').set({ sales: 1 }).where('id', '=', goodsId).execute();
    await ops.shipOrder(ctx.db.kysely, {}, orderNo, 'SF', 'SF300');
    await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'Changed my mind' }, headers: b.headers });
    await ops.approveRefund(ctx.db.kysely, {}, orderNo);
    await foldSales(ctx.db.kysely);
    expect(await salesOf(goodsId)).toBe(0);
  });

  it('counts every unit of 30 parallel payments once, even with folds racing them and each other', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(ctx, 500_000)));
    const { goodsId, skuId } = await goodsWithStock(ctx, 200);
    const orders: { b: Buyer; orderNo: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const b = buyers[i % buyers.length]!;
      const res = await submit(ctx, b, [{ skuId, quantity: 1 + (i % 3) }]);
      expect(res.body.code, res.body.msg).toBe(200);
      orders.push({ b, orderNo: res.body.data.orderNo });
    }
    const folds = Array.from({ length: 10 }, () => foldSales(ctx.db.kysely));
    const paying = orders.map(({ b, orderNo }) => pay(b, orderNo));
    await Promise.all([...paying, ...folds]);
    await Promise.all(Array.from({ length: 10 }, () => foldSales(ctx.db.kysely)));
    const expected = orders.reduce((sum, _o, i) => sum + 1 + (i % 3), 0);
    expect(await salesOf(goodsId)).toBe(expected);
    expect(Number((await ctx.db.kysely.selectFrom('sales_tally').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it('folds a backlog larger than one batch', async () => {
    const { goodsId } = await goodsWithStock(ctx, 1);
    await ctx.db.kysely.insertInto('sales_tally').values(Array.from({ length: 1200 }, () => ({ goods_id: goodsId, units: 1 }))).execute();
    expect(await foldSales(ctx.db.kysely)).toBe(1200);
    expect(await salesOf(goodsId)).toBe(1200);
  });
});
