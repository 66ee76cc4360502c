import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECHARGE } from '../../src/config/recharge.ts';
import { reconcileRecharge, reconcileStaleRecharges } from '../../src/server/balance/recharge-reconcile.service.ts';
import { DomainError } from '../../src/server/errors.ts';
import { createLogger } from '../../src/server/logger.ts';
import { commands, UsageError } from '../../src/server/ops/commands.ts';
import { createPayments } from '../../src/server/payments/index.ts';
import { createTestContext, TEST_APP_SECRET, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, type Buyer } from './order-fixture.ts';
import { answerSandbox, callbackOutcomes, checkedBalance, rechargeRow, sendNotice, startTopUp } from './recharge-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

const detail = (b: Buyer, rechargeNo: string) =>
  ctx.call<{ status: string; amount: number; bonus: number }>('GET', `/api/balance/detail?rechargeNo=${rechargeNo}`, { headers: b.headers });

function rechargeDeps() {
  const logger = createLogger('silent');
  const { provider } = createPayments({ config: ctx.config, db: ctx.db.kysely, appSecret: TEST_APP_SECRET, logger });
  return { db: ctx.db.kysely, provider, publicSiteUrl: ctx.config.publicSiteUrl, logger };
}

describe(`top-up through the sandbox provider (${TEST_DIALECT})`, () => {
  it('credits 300 and its bonus of 20 once the shopper confirms on the sandbox page', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo, payUrl } = await startTopUp(ctx, b.headers, 30_000);
    expect(rechargeNo).toMatch(/^R\d{20}$/);
    expect(payUrl).toMatch(/^\/sandbox\/pay\/[0-9a-f-]{36}$/);
    expect((await detail(b, rechargeNo)).body.data).toMatchObject({ status: 'pending', amount: 30_000, bonus: 2_000 });
    expect(await checkedBalance(ctx, b.id)).toBe(0);

    const page = await ctx.app.request(payUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('SANDBOX');
    expect(html).toContain('data-amount="30000"');
    expect(html).toContain(rechargeNo);

    const back = await answerSandbox(ctx, payUrl, 'confirm');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/en/mine/myBalance?rechargeNo=${rechargeNo}`);
    expect((await detail(b, rechargeNo)).body.data.status).toBe('paid');
    expect(await checkedBalance(ctx, b.id)).toBe(32_000);
    expect(await callbackOutcomes(ctx, rechargeNo)).toEqual(['credited']);

    const records = await ctx.call<{ list: { type: string; amount: number; balanceAfter: number; ref: string }[] }>('GET', '/api/balance/list', { headers: b.headers });
    expect(records.body.data.list.map((r) => [r.type, r.amount, r.balanceAfter, r.ref])).toEqual([
      ['bonus', 2_000, 32_000, rechargeNo],
      ['recharge', 30_000, 30_000, rechargeNo],
    ]);
    // The page now says it is done, and answering again changes nothing.
    expect(await (await ctx.app.request(payUrl)).text()).not.toContain('name="decision"');
    await answerSandbox(ctx, payUrl, 'confirm');
    expect(await checkedBalance(ctx, b.id)).toBe(32_000);
  });

  it('credits nothing when the shopper declines', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo, payUrl } = await startTopUp(ctx, b.headers, 10_000);
    await answerSandbox(ctx, payUrl, 'decline');
    expect((await detail(b, rechargeNo)).body.data.status).toBe('failed');
    expect(await checkedBalance(ctx, b.id)).toBe(0);
    expect(await callbackOutcomes(ctx, rechargeNo)).toEqual(['declined']);
  });

  it('ignores a replayed callback, even twenty at once', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo } = await startTopUp(ctx, b.headers, 50_000);
    const { provider_ref } = await rechargeRow(ctx, rechargeNo);
    const notice = { reference: rechargeNo, amount: 50_000, currency: 'CNY', status: 'paid' as const, providerRef: provider_ref! };
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendNotice(ctx, notice)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data?.outcome === 'credited')).toHaveLength(1);
    expect(await checkedBalance(ctx, b.id)).toBe(54_000);
    const again = await sendNotice(ctx, notice);
    expect(again.body.data?.outcome).toBe('replay');
    expect(await checkedBalance(ctx, b.id)).toBe(54_000);
  });

  it('refuses forged, mismatched and unknown callbacks, credits nothing and records them', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo } = await startTopUp(ctx, b.headers, 30_000);
    const notice = { reference: rechargeNo, amount: 30_000, currency: 'CNY', status: 'paid' as const, providerRef: 'x' };

    const forged = await sendNotice(ctx, notice, { key: Buffer.from('not-the-key'.padEnd(32, '!')) });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe(-1);
    const stale = await sendNotice(ctx, notice, { now: new Date(Date.now() - 10 * 60_000) });
    expect(stale.status).toBe(400);
    const wrongAmount = await sendNotice(ctx, { ...notice, amount: 3_000_000 });
    expect(wrongAmount.status).toBe(400);
    const wrongCurrency = await sendNotice(ctx, { ...notice, currency: 'USD' });
    expect(wrongCurrency.status).toBe(400);
    const unknown = await sendNotice(ctx, { ...notice, reference: 'R20261124000000999999' });
    expect(unknown.status).toBe(400);
    const unsigned = await ctx.app.request('/api/pay/notify/sandbox', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notice) });
    expect(unsigned.status).toBe(400);

    expect(await checkedBalance(ctx, b.id)).toBe(0);
    expect((await rechargeRow(ctx, rechargeNo)).status).toBe('pending');
    expect(await callbackOutcomes(ctx, rechargeNo)).toEqual(['rejected', 'rejected']);
    const unattributed = await callbackOutcomes(ctx, null);
    expect(unattributed.filter((o) => o === 'rejected').length).toBeGreaterThanOrEqual(4);
    expect((await ctx.app.request('/api/pay/notify/alipay', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('settles a top-up whose callback was lost by asking the provider, once', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo } = await startTopUp(ctx, b.headers, 10_000);
    // The provider took the money but its callback never arrived.
    await ctx.db.kysely.updateTable('sandbox_payments').set({ status: 'paid' }).where('merchant_ref', '=', rechargeNo).execute();
    expect(await reconcileStaleRecharges(rechargeDeps(), new Date(Date.now() + 60_000))).toBe(0);
    expect(await reconcileStaleRecharges(rechargeDeps(), new Date(Date.now() + 3 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await detail(b, rechargeNo)).body.data.status).toBe('paid');
    expect(await checkedBalance(ctx, b.id)).toBe(10_500);
    expect(await reconcileRecharge(rechargeDeps(), rechargeNo)).toBe('paid');
    expect(await checkedBalance(ctx, b.id)).toBe(10_500);
    expect(await callbackOutcomes(ctx, rechargeNo)).toEqual(['reconciled']);
  });

  it('expires a top-up nobody paid, refuses the sandbox answer after that, but credits a late verified payment', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo, payUrl } = await startTopUp(ctx, b.headers, 10_000);
    const later = new Date(Date.now() + (RECHARGE.expiresInMin + 1) * 60_000);
    expect(await reconcileRecharge(rechargeDeps(), rechargeNo, later)).toBe('expired');
    expect((await detail(b, rechargeNo)).body.data.status).toBe('expired');
    await ctx.db.kysely.updateTable('sandbox_payments').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('merchant_ref', '=', rechargeNo).execute();
    expect(await (await ctx.app.request(payUrl)).text()).toContain('expired');
    await answerSandbox(ctx, payUrl, 'confirm');
    expect(await checkedBalance(ctx, b.id)).toBe(0);

    const { provider_ref } = await rechargeRow(ctx, rechargeNo);
    const late = await sendNotice(ctx, { reference: rechargeNo, amount: 10_000, currency: 'CNY', status: 'paid', providerRef: provider_ref! });
    expect(late.body.data?.outcome).toBe('credited');
    expect(await checkedBalance(ctx, b.id)).toBe(10_500);
  });
});

describe(`top-up requests (${TEST_DIALECT})`, () => {
  it('needs a session, an amount within the bounds and the agreement', async () => {
    const b = await buyer(ctx, 0);
    const anonymous = await ctx.call('POST', '/api/balance/recharge', { json: { amount: 30_000, agree: true } });
    expect(anonymous.body.code).toBe(403);
    const refusals = [
      [{ agree: true }, 'Please enter the top-up amount'],
      [{ amount: RECHARGE.min - 1, agree: true }, 'The top-up amount is outside the allowed range'],
      [{ amount: RECHARGE.max + 1, agree: true }, 'The top-up amount is outside the allowed range'],
      [{ amount: 100.5, agree: true }, 'Please enter an amount in yuan with at most two decimal places'],
      [{ amount: 30_000 }, 'Please read and accept the recharge agreement'],
    ] as const;
    for (const [json, msg] of refusals) {
      const res = await ctx.call('POST', '/api/balance/recharge', { json, headers: b.headers });
      expect(res.body, JSON.stringify(json)).toMatchObject({ code: -1, msg });
    }
    const zh = await ctx.call('POST', '/api/balance/recharge', { json: { agree: true }, headers: { ...b.headers, lang: 'zh' } });
    expect(zh.body.msg).toBe('请输入充值金额');
    expect(await ctx.db.kysely.selectFrom('recharges').select('id').where('member_id', '=', b.id).execute()).toHaveLength(0);
  });

  it(`allows ${RECHARGE.perHour} top-ups an hour per member`, async () => {
    const b = await buyer(ctx, 0);
    for (let i = 0; i < RECHARGE.perHour; i += 1) await startTopUp(ctx, b.headers, 1_000);
    const over = await ctx.call('POST', '/api/balance/recharge', { json: { amount: 1_000, agree: true }, headers: b.headers });
    expect(over.body).toMatchObject({ code: -1, msg: 'Too many top-ups started in the last hour; please try again later' });
  });

  it("answers another member's top-up number as not found", async () => {
    const [owner, other] = [await buyer(ctx, 0), await buyer(ctx, 0)];
    const { rechargeNo } = await startTopUp(ctx, owner.headers, 10_000);
    expect((await detail(other, rechargeNo)).body).toMatchObject({ code: -1, msg: 'Top-up record not found' });
    expect((await detail(owner, 'R1')).body.code).toBe(-1);
  });
});

describe(`operator top-up commands (${TEST_DIALECT})`, () => {
  async function ops(...argv: string[]): Promise<string[]> {
    const [name, ...args] = argv;
    const lines: string[] = [];
    await commands[name!]!.run(ctx.services, args, (line) => lines.push(line));
    return lines;
  }

  it('lists top-ups by status and settles a pending one by asking its provider', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo } = await startTopUp(ctx, b.headers, 30_000);
    expect((await ops('recharges', '--status', 'pending')).some((l) => l.startsWith(`${rechargeNo}  pending`))).toBe(true);
    expect(await ops('recharge:reconcile', rechargeNo)).toEqual([`${rechargeNo}: pending`]);

    await ctx.db.kysely.updateTable('sandbox_payments').set({ status: 'paid' }).where('merchant_ref', '=', rechargeNo).execute();
    expect(await ops('recharge:reconcile', rechargeNo)).toEqual([`${rechargeNo}: paid`]);
    expect(await ops('recharge:reconcile', rechargeNo)).toEqual([`${rechargeNo}: paid`]);
    expect(await checkedBalance(ctx, b.id)).toBe(32_000);
    expect((await ops('recharges', '--status', 'paid')).some((l) => l.includes(rechargeNo) && l.includes('¥300.00 + CN¥20.00'))).toBe(true);
    expect((await ops('audit', '--limit', '1'))[0]).toContain(`recharge.reconcile  ${rechargeNo}  paid`);
  });

  it('refuses wrong arguments clearly', async () => {
    await expect(ops('recharges', '--status', 'lost')).rejects.toThrow(UsageError);
    await expect(ops('recharge:reconcile')).rejects.toThrow(UsageError);
    await expect(ops('recharge:reconcile', 'R20990101000000000000')).rejects.toThrow(DomainError);
  });
});
