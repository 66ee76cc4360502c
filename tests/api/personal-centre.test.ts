import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberShoppingInfo } from '../../src/lib/schemas/mine.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { buyer, goodsWithStock, PAY_PWD, submit, type Buyer } from './order-fixture.ts';
import { publishedVideo } from './video-fixture.ts';
import * as ops from '../../src/server/orders/operator.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

async function info(headers: Record<string, string>): Promise<MemberShoppingInfo> {
  const res = await ctx.call<MemberShoppingInfo>('GET', '/api/my/shopping/getMemberShoppingInfo', { headers });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

async function order(b: Buyer, skuId: number): Promise<string> {
  const res = await submit(ctx, b, [{ skuId, quantity: 1 }]);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.orderNo;
}

const pay = (b: Buyer, orderNo: string) => ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers });

describe(`personal centre (${TEST_DIALECT})`, () => {
  it('starts empty for a new member', async () => {
    const m = await register(ctx);
    expect(await info({ token: m.token })).toEqual({
      member: { account: m.account, nickname: m.account, avatar: null },
      orderCounts: { toPay: 0, toShip: 0, toReceive: 0, toEvaluate: 0, refund: 0 },
      balance: 0,
      vip: { active: false, expiresAt: null },
      collectGoods: 0,
      collectVideos: 0,
      footprints: 0,
      recentOrders: [],
      recentlyViewed: [],
    });
  });

  it('follows orders, payment, refunds, favourites and visits', async () => {
    const b = await buyer(ctx, 50_000);
    const { goodsId, skuId } = await goodsWithStock(ctx, 10);
    const first = await order(b, skuId);
    const second = await order(b, skuId);
    let now = await info(b.headers);
    expect(now.orderCounts).toMatchObject({ toPay: 2, toShip: 0 });
    expect(now.recentOrders.map((o) => [o.orderNo, o.status, o.actions])).toEqual([
      [second, 'pending_payment', ['pay', 'cancel']],
      [first, 'pending_payment', ['pay', 'cancel']],
    ]);

    expect((await pay(b, first)).body.code).toBe(200);
    now = await info(b.headers);
    expect(now.orderCounts).toMatchObject({ toPay: 1, toShip: 1 });
    expect(now.balance).toBe(50_000 - now.recentOrders[1]!.payAmount);

    const refund = await ctx.call('POST', '/api/order/refund', { json: { orderNo: first, reason: 'Changed my mind' }, headers: b.headers });
    expect(refund.body.code, refund.body.msg).toBe(200);
    // Refunded before shipping, the money is back at once: nothing waits, so the refunds counter stays at 0.
    expect((await info(b.headers)).orderCounts).toMatchObject({ toPay: 1, toShip: 0, refund: 0 });

    await ctx.call('POST', '/api/collect/addGoodsCollect', { json: { goodsId }, headers: b.headers });
    await ctx.call('GET', `/api/goods/details?id=${goodsId}`, { headers: b.headers });
    const other = await goodsWithStock(ctx, 1);
    await ctx.call('GET', `/api/goods/details?id=${other.goodsId}`, { headers: b.headers });
    const videoId = await publishedVideo(ctx, { zh: '玫瑰浴', en: 'Rose bath' });
    const collected = await ctx.call('POST', '/api/collect/addVideoCollect', { json: { videoId }, headers: b.headers });
    expect(collected.body.code, collected.body.msg).toBe(200);
    now = await info(b.headers);
    expect(now).toMatchObject({ collectGoods: 1, collectVideos: 1, footprints: 2 });
    expect(now.recentlyViewed.map((g) => g.id)).toEqual([other.goodsId, goodsId]);
  });

  it('counts on its refunds badge only refunds under review, not finished ones', async () => {
    const b = await buyer(ctx, 50_000);
    const { skuId } = await goodsWithStock(ctx, 10);
    const [asked, refused, done] = [await order(b, skuId), await order(b, skuId), await order(b, skuId)];
    for (const orderNo of [asked, refused, done]) expect((await pay(b, orderNo)).body.code).toBe(200);
    for (const orderNo of [asked, refused]) await ops.shipOrder(ctx.db.kysely, {}, orderNo, 'SF', `SF${orderNo.slice(-6)}`);
    for (const orderNo of [asked, refused]) {
      const requested = await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'Wrong size' }, headers: b.headers });
      expect(requested.body.code, requested.body.msg).toBe(200);
    }
    expect((await ctx.call('POST', '/api/order/refund', { json: { orderNo: done, reason: 'Changed my mind' }, headers: b.headers })).body.code).toBe(200);
    expect((await info(b.headers)).orderCounts.refund).toBe(2);
    await ops.approveRefund(ctx.db.kysely, {}, refused);
    expect((await info(b.headers)).orderCounts.refund).toBe(1);
  });

  it('shows at most three latest orders and the VIP membership with its expiry', async () => {
    const b = await buyer(ctx, 100_000);
    const { skuId } = await goodsWithStock(ctx, 10);
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await order(b, skuId));
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    await ctx.db.kysely.updateTable('members').set({ vip_expires_at: expiresAt }).where('id', '=', b.id).execute();
    const now = await info(b.headers);
    expect(now.recentOrders.map((o) => o.orderNo)).toEqual(orders.slice(1).reverse());
    expect(now.vip).toEqual({ active: true, expiresAt });
    await ctx.db.kysely.updateTable('members').set({ vip_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', b.id).execute();
    expect((await info(b.headers)).vip.active).toBe(false);
  });

  it('answers only with a session, and only about its own member', async () => {
    expect((await ctx.call('GET', '/api/my/shopping/getMemberShoppingInfo')).body.code).toBe(403);
    expect((await ctx.call('GET', '/api/my/shopping/getMemberShoppingInfo', { headers: { token: 'forged' } })).body.code).toBe(403);
    expect((await ctx.call('POST', '/api/my/shopping/getMemberShoppingInfo', { json: {} })).status).toBe(405);
    const a = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 3);
    await order(a, skuId);
    const stranger = await register(ctx);
    expect((await info({ token: stranger.token })).recentOrders).toEqual([]);
    const burst = await Promise.all(Array.from({ length: 30 }, () => ctx.call('GET', '/api/my/shopping/getMemberShoppingInfo', { headers: a.headers })));
    expect(burst.every((r) => r.body.code === 200 && (r.body.data as MemberShoppingInfo).orderCounts.toPay === 1)).toBe(true);
  });
});
