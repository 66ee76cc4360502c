import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREIGHT } from '../../src/config/freight.ts';
import { VIP_PLANS } from '../../src/config/recharge.ts';
import { addMonths } from '../../src/lib/vip.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, PAY_PWD, type Buyer } from './order-fixture.ts';
import { answerSandbox, checkedBalance, startTopUp } from './recharge-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

const month = VIP_PLANS.find((p) => p.id === 'month')!;
const quarter = VIP_PLANS.find((p) => p.id === 'quarter')!;

const buy = (b: Buyer, planId: string, payPwd = PAY_PWD) =>
  ctx.call<{ expiresAt: string; balance: number }>('POST', '/api/balance/NotExpired', { json: { planId, payPwd }, headers: b.headers });
const status = async (b: Buyer) =>
  (await ctx.call<{ isVip: boolean; expired: boolean; expiresAt: string | null }>('GET', '/api/balance/vipIsExpired', { headers: b.headers })).body.data;
const vipSince = (expiresAt: string, months: number) => Date.parse(expiresAt) - addMonths(new Date(), months).getTime();

describe(`VIP membership (${TEST_DIALECT})`, () => {
  it('is bought from the balance with the payment password and renewed from the current expiry', async () => {
    const b = await buyer(ctx, 50_000);
    expect(await status(b)).toEqual({ isVip: false, expired: true, expiresAt: null });

    const first = await buy(b, 'month');
    expect(first.body).toMatchObject({ code: 200, msg: 'VIP membership activated' });
    expect(Math.abs(vipSince(first.body.data.expiresAt, 1))).toBeLessThan(10_000);
    expect(first.body.data.balance).toBe(50_000 - month.price);
    expect(await status(b)).toEqual({ isVip: true, expired: false, expiresAt: first.body.data.expiresAt });

    const renewal = await buy(b, 'quarter');
    expect(renewal.body.data.expiresAt).toBe(addMonths(new Date(first.body.data.expiresAt), 3).toISOString());
    expect(await checkedBalance(ctx, b.id)).toBe(50_000 - month.price - quarter.price);

    const summary = await ctx.call<{ balance: number; vip: { isVip: boolean; expiresAt: string } }>('GET', '/api/balance', { headers: b.headers });
    expect(summary.body.data).toEqual({ balance: 50_000 - month.price - quarter.price, vip: { isVip: true, expired: false, expiresAt: renewal.body.data.expiresAt } });
    const vipLines = await ctx.call<{ list: { type: string; amount: number; ref: string }[] }>('GET', '/api/balance/list?type=vip', { headers: b.headers });
    expect(vipLines.body.data.list.map((l) => [l.type, l.amount, l.ref])).toEqual([
      ['vip', -quarter.price, 'quarter'],
      ['vip', -month.price, 'month'],
    ]);
  });

  it('starts again from today once a membership has lapsed', async () => {
    const b = await buyer(ctx, 10_000);
    await ctx.db.kysely.updateTable('members').set({ vip_expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', b.id).execute();
    expect(await status(b)).toMatchObject({ isVip: false, expired: true });
    const bought = await buy(b, 'month');
    expect(Math.abs(vipSince(bought.body.data.expiresAt, 1))).toBeLessThan(10_000);
  });

  it('refuses a wrong password, an unknown plan and a short balance, and changes nothing', async () => {
    const b = await buyer(ctx, month.price - 1);
    expect((await buy(b, 'month', '000000')).body).toMatchObject({ code: -1, msg: 'Wrong payment password; 4 tries left' });
    expect((await buy(b, 'forever')).body).toMatchObject({ code: -1, msg: 'Please choose a VIP plan' });
    expect((await buy(b, 'month')).body).toMatchObject({ code: -1, msg: 'Insufficient balance' });
    expect(await status(b)).toMatchObject({ isVip: false });
    expect(await checkedBalance(ctx, b.id)).toBe(month.price - 1);
    expect((await ctx.call('GET', '/api/balance/vipIsExpired')).body.code).toBe(403);
  });

  it('sells exactly as many months as the balance pays for when bought ten times at once', async () => {
    const b = await buyer(ctx, month.price * 3 + 100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(b, 'month')));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(await checkedBalance(ctx, b.id)).toBe(100);
    const { expiresAt } = await status(b);
    expect(Math.abs(vipSince(expiresAt!, 3))).toBeLessThan(10_000);
  });

  it('earns the VIP bonus on top-ups and ships orders free', async () => {
    const b = await buyer(ctx, 10_000);
    const { skuId } = await goodsWithStock(ctx, 5, { price: 2_000, marketPrice: 2_500 });
    const preview = async () =>
      (await ctx.call<{ freight: number; vip: boolean }>('POST', '/api/order/preview', { json: { items: [{ skuId, quantity: 1 }], addressId: b.addressId }, headers: b.headers })).body.data;
    expect(await preview()).toMatchObject({ freight: FREIGHT.fees.standard, vip: false });

    await buy(b, 'month');
    expect(await preview()).toMatchObject({ freight: 0, vip: true });
    const before = await checkedBalance(ctx, b.id);
    const { payUrl } = await startTopUp(ctx, b.headers, 30_000);
    await answerSandbox(ctx, payUrl, 'confirm');
    expect(await checkedBalance(ctx, b.id)).toBe(before + 30_000 + 3_500);
  });
});
