import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileRecharge } from '../../src/server/balance/recharge-reconcile.service.ts';
import { startFakeAlipay, type FakeAlipay, alipayEnv } from './alipay-gateway.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, type Buyer } from './order-fixture.ts';
import { callbackOutcomes, checkedBalance, rechargeRow, startTopUp } from './recharge-fixture.ts';

let ctx: TestContext;
let alipay: FakeAlipay;
const SITE = 'https://shop.example';

beforeAll(async () => {
  alipay = await startFakeAlipay();
  ctx = await createTestContext({
    REGISTER_MAX_PER_IP_HOUR: '10000',
    CODE_MAX_PER_IP_DAY: '10000',
    ...alipayEnv(alipay),
    PUBLIC_SITE_URL: SITE,
  });
});
afterAll(async () => {
  await ctx.close();
  await alipay.stop();
});

/** Alipay posting its notice to the shop; answers the plain text the shop sends back. */
async function deliver(body: string) {
  const res = await ctx.app.request('/api/pay/notify/alipay', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body });
  return { status: res.status, text: await res.text() };
}

/** A top-up whose cashier page the shopper opened, as Alipay then knows the trade. */
async function openedTopUp(b: Buyer, amount: number) {
  const { rechargeNo, payUrl } = await startTopUp(ctx, b.headers, amount);
  const page = await fetch(payUrl);
  expect(page.status, 'the gateway accepts the signed page-pay request').toBe(200);
  return rechargeNo;
}

const status = async (rechargeNo: string) => (await rechargeRow(ctx, rechargeNo)).status;

describe(`Alipay top-ups against a local gateway (${TEST_DIALECT})`, () => {
  it('sends the shopper to a signed page-pay URL for the top-up number, amount, deadline and the shop callbacks', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo, payUrl } = await startTopUp(ctx, b.headers, 30_000);
    expect(payUrl.startsWith(`${alipay.url}?`)).toBe(true);
    expect(new URL(payUrl).searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect((await fetch(payUrl)).status).toBe(200);
    expect(alipay.requests.at(-1)).toMatchObject({ method: 'alipay.trade.page.pay', signed: true });
    const row = await rechargeRow(ctx, rechargeNo);
    expect(alipay.trade(rechargeNo)).toMatchObject({
      totalAmount: '300.00',
      notifyUrl: `${SITE}/api/pay/notify/alipay`,
      returnUrl: `${SITE}/en/mine/myBalance?rechargeNo=${rechargeNo}`,
      timeExpire: new Date(Date.parse(row.expires_at) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    });
    expect(row).toMatchObject({ provider: 'alipay', status: 'pending' });
  });

  it('credits a paid notice with its bonus once and answers "success"', async () => {
    const b = await buyer(ctx, 0);
    const rechargeNo = await openedTopUp(b, 30_000);
    alipay.setStatus(rechargeNo, 'TRADE_SUCCESS');
    expect(await deliver(alipay.notice(rechargeNo))).toEqual({ status: 200, text: 'success' });
    expect(await status(rechargeNo)).toBe('paid');
    expect(await checkedBalance(ctx, b.id)).toBe(32_000);
    expect((await rechargeRow(ctx, rechargeNo)).provider_ref).toBe(alipay.trade(rechargeNo).tradeNo);
    // TRADE_FINISHED follows TRADE_SUCCESS once the refund period ends: the same payment, credited already.
    alipay.setStatus(rechargeNo, 'TRADE_FINISHED');
    expect(await deliver(alipay.notice(rechargeNo))).toEqual({ status: 200, text: 'success' });
    expect(await checkedBalance(ctx, b.id)).toBe(32_000);
    expect(await callbackOutcomes(ctx, rechargeNo)).toEqual(['credited', 'replay']);
  });

  it('marks a closed trade failed and ignores a trade still waiting for payment', async () => {
    const b = await buyer(ctx, 0);
    const rechargeNo = await openedTopUp(b, 10_000);
    expect(await deliver(alipay.notice(rechargeNo))).toEqual({ status: 200, text: 'success' });
    expect(await status(rechargeNo)).toBe('pending');
    alipay.setStatus(rechargeNo, 'TRADE_CLOSED');
    expect(await deliver(alipay.notice(rechargeNo))).toEqual({ status: 200, text: 'success' });
    expect(await status(rechargeNo)).toBe('failed');
    expect(await checkedBalance(ctx, b.id)).toBe(0);
    expect(await callbackOutcomes(ctx, rechargeNo)).toEqual(['ignored', 'declined']);
  });

  it('refuses a forged notice, a wrong amount, another application or seller, and credits nothing', async () => {
    const b = await buyer(ctx, 0);
    const rechargeNo = await openedTopUp(b, 50_000);
    alipay.setStatus(rechargeNo, 'TRADE_SUCCESS');
    const refused = { status: 400, text: 'failure' };
    expect(await deliver(alipay.forgedNotice(rechargeNo))).toEqual(refused);
    expect(await deliver(alipay.notice(rechargeNo).replace('total_amount=500.00', 'total_amount=5000.00'))).toEqual(refused);
    expect(await deliver(alipay.notice(rechargeNo, { total_amount: '5.00' }))).toEqual(refused);
    expect(await deliver(alipay.notice(rechargeNo, { total_amount: '500.001' }))).toEqual(refused);
    expect(await deliver(alipay.notice(rechargeNo, { app_id: '2021000000009999' }))).toEqual(refused);
    expect(await deliver(alipay.notice(rechargeNo, { seller_id: '2088000000009999' }))).toEqual(refused);
    expect(await deliver('out_trade_no=' + rechargeNo + '&trade_status=TRADE_SUCCESS&total_amount=500.00')).toEqual(refused);
    expect(await status(rechargeNo)).toBe('pending');
    expect(await checkedBalance(ctx, b.id)).toBe(0);
    // Every refusal is kept with its reason; only the amount check knows which top-up it was about.
    expect(await callbackOutcomes(ctx, rechargeNo)).toEqual(['rejected']);
    const reasons = await ctx.db.kysely.selectFrom('payment_callbacks').select('reason').where('provider', '=', 'alipay').where('outcome', '=', 'rejected').execute();
    expect(reasons.map((r) => r.reason).join('\n')).toMatch(/signature[\s\S]*amount 500 differs[\s\S]*app_id[\s\S]*seller_id/);
  });

  it('credits once when one notice arrives twenty times at once', async () => {
    const b = await buyer(ctx, 0);
    const rechargeNo = await openedTopUp(b, 100_000);
    alipay.setStatus(rechargeNo, 'TRADE_SUCCESS');
    const body = alipay.notice(rechargeNo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(body)));
    expect(answers.every((a) => a.text === 'success')).toBe(true);
    expect(await checkedBalance(ctx, b.id)).toBe(110_000);
    const outcomes = await callbackOutcomes(ctx, rechargeNo);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'replay')).toHaveLength(19);
  });

  it('keeps a payment whatever order the notices come in: closed after paid changes nothing, paid after expiry or closing credits', async () => {
    const b = await buyer(ctx, 0);
    const first = await openedTopUp(b, 10_000);
    alipay.setStatus(first, 'TRADE_SUCCESS');
    const paid = alipay.notice(first);
    alipay.setStatus(first, 'TRADE_CLOSED');
    expect((await deliver(paid)).text).toBe('success');
    expect((await deliver(alipay.notice(first))).text).toBe('success');
    expect(await status(first)).toBe('paid');

    const late = await openedTopUp(b, 10_000);
    await reconcileRecharge(ctx.services.recharge, late, new Date(Date.now() + 31 * 60_000));
    expect(await status(late)).toBe('expired');
    alipay.setStatus(late, 'TRADE_SUCCESS');
    expect((await deliver(alipay.notice(late))).text).toBe('success');
    expect(await status(late)).toBe('paid');

    // A closing notice overtaken by the payment that followed it: the shopper's money is credited all the same.
    const reopened = await openedTopUp(b, 10_000);
    alipay.setStatus(reopened, 'TRADE_CLOSED');
    expect((await deliver(alipay.notice(reopened))).text).toBe('success');
    expect(await status(reopened)).toBe('failed');
    alipay.setStatus(reopened, 'TRADE_SUCCESS');
    expect((await deliver(alipay.notice(reopened))).text).toBe('success');
    expect(await status(reopened)).toBe('paid');
    // Three top-ups of 100 yuan, each with its bonus of 5.
    expect(await checkedBalance(ctx, b.id)).toBe(31_500);
  });

  it('reconciles through alipay.trade.query: paid credits once, closed fails, an unopened cashier waits then expires', async () => {
    const b = await buyer(ctx, 0);
    const paid = await openedTopUp(b, 30_000);
    alipay.setStatus(paid, 'TRADE_SUCCESS');
    expect(await reconcileRecharge(ctx.services.recharge, paid)).toBe('paid');
    expect(await reconcileRecharge(ctx.services.recharge, paid)).toBe('paid');
    expect(alipay.requests.filter((r) => r.method === 'alipay.trade.query').every((r) => r.signed)).toBe(true);
    expect(await checkedBalance(ctx, b.id)).toBe(32_000);
    expect(await callbackOutcomes(ctx, paid)).toEqual(['reconciled']);

    const closed = await openedTopUp(b, 10_000);
    alipay.setStatus(closed, 'TRADE_CLOSED');
    expect(await reconcileRecharge(ctx.services.recharge, closed)).toBe('failed');

    const waiting = await openedTopUp(b, 10_000);
    expect(await reconcileRecharge(ctx.services.recharge, waiting)).toBe('pending');
    const { rechargeNo: unopened } = await startTopUp(ctx, b.headers, 10_000);
    expect(await reconcileRecharge(ctx.services.recharge, unopened)).toBe('pending');
    expect(await reconcileRecharge(ctx.services.recharge, unopened, new Date(Date.now() + 31 * 60_000))).toBe('expired');
    expect(await checkedBalance(ctx, b.id)).toBe(32_000);
  });

  it('credits nothing when a query answer is not signed by Alipay', async () => {
    const b = await buyer(ctx, 0);
    const rechargeNo = await openedTopUp(b, 30_000);
    alipay.setStatus(rechargeNo, 'TRADE_SUCCESS');
    alipay.forgeAnswers(true);
    try {
      await expect(reconcileRecharge(ctx.services.recharge, rechargeNo)).rejects.toThrow(/验签失败|sign/i);
    } finally {
      alipay.forgeAnswers(false);
    }
    expect(await status(rechargeNo)).toBe('pending');
    expect(await checkedBalance(ctx, b.id)).toBe(0);
  });
});
