import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREIGHT } from '../../src/config/freight.ts';
import { RECHARGE, VIP_PLANS, rechargeBonus } from '../../src/config/recharge.ts';
import { commands } from '../../src/server/ops/commands.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, PAY_PWD, submit, type Buyer } from './order-fixture.ts';
import { answerSandbox, checkedBalance, rechargeRow, sendNotice, startTopUp, type Notice } from './recharge-fixture.ts';

/**
 * Random sequences of everything that moves money: top-ups answered on the sandbox page, callbacks
 * (valid, forged, replayed, out of order), order payments, refunds, VIP purchases and operator
 * adjustments. After every step the balance must be ≥ 0, equal the ledger sum, and equal what a
 * simple model of the rules expects.
 */

const GOODS_PRICE = 2_000;
const ORDER_TOTAL = GOODS_PRICE + FREIGHT.fees.standard;

type Step =
  | { kind: 'topUp'; amount: number }
  | { kind: 'sandbox'; pick: number; decision: 'confirm' | 'decline' }
  | { kind: 'callback'; pick: number; status: 'paid' | 'failed' }
  | { kind: 'replay'; pick: number }
  | { kind: 'forged'; pick: number; how: 'signature' | 'amount' | 'unknown' }
  | { kind: 'order' }
  | { kind: 'refund'; pick: number }
  | { kind: 'vip'; plan: number }
  | { kind: 'adjust'; yuan: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('topUp' as const), amount: fc.oneof(fc.constantFrom(...RECHARGE.presets), fc.integer({ min: RECHARGE.min, max: 120_000 })) }),
  fc.record({ kind: fc.constant('sandbox' as const), pick: fc.nat(), decision: fc.constantFrom('confirm' as const, 'decline' as const) }),
  fc.record({ kind: fc.constant('callback' as const), pick: fc.nat(), status: fc.constantFrom('paid' as const, 'failed' as const) }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('forged' as const), pick: fc.nat(), how: fc.constantFrom('signature' as const, 'amount' as const, 'unknown' as const) }),
  fc.record({ kind: fc.constant('order' as const) }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('vip' as const), plan: fc.nat({ max: VIP_PLANS.length - 1 }) }),
  fc.record({ kind: fc.constant('adjust' as const), yuan: fc.integer({ min: -500, max: 500 }).filter((n) => n !== 0) }),
);

interface TopUp {
  rechargeNo: string;
  payUrl: string;
  amount: number;
  bonus: number;
  paid: boolean;
  failed: boolean;
  /** The sandbox page can be answered once. */
  answered: boolean;
}

/** What the rules say the balance must be, kept apart from the code under test. */
class Model {
  balance = 0;
  vip = false;
  topUps: TopUp[] = [];
  sent: Notice[] = [];
  paidOrders: string[] = [];

  credit(t: TopUp) {
    if (t.paid) return;
    t.paid = true;
    this.balance += t.amount + t.bonus;
  }
}

let ctx: TestContext;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '100000', CODE_MAX_PER_IP_DAY: '100000' });
  ({ skuId } = await goodsWithStock(ctx, 100_000, { price: GOODS_PRICE, marketPrice: GOODS_PRICE }));
});
afterAll(() => ctx.close());

async function run(b: Buyer, account: string, m: Model, s: Step): Promise<void> {
  const pick = <T,>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
  switch (s.kind) {
    case 'topUp': {
      const { rechargeNo, payUrl } = await startTopUp(ctx, b.headers, s.amount);
      m.topUps.push({ rechargeNo, payUrl, amount: s.amount, bonus: rechargeBonus(s.amount, m.vip), paid: false, failed: false, answered: false });
      return;
    }
    case 'sandbox': {
      const t = pick(m.topUps, s.pick);
      if (!t) return;
      await answerSandbox(ctx, t.payUrl, s.decision);
      if (t.answered) return;
      t.answered = true;
      if (s.decision === 'confirm') m.credit(t);
      else if (!t.paid) t.failed = true;
      return;
    }
    case 'callback': {
      const t = pick(m.topUps, s.pick);
      if (!t) return;
      const { provider_ref } = await rechargeRow(ctx, t.rechargeNo);
      const notice = { reference: t.rechargeNo, amount: t.amount, currency: 'CNY', status: s.status, providerRef: provider_ref! };
      expect((await sendNotice(ctx, notice)).status).toBe(200);
      m.sent.push(notice);
      if (s.status === 'paid') m.credit(t);
      else if (!t.paid) t.failed = true;
      return;
    }
    case 'replay': {
      const notice = pick(m.sent, s.pick);
      if (notice) expect((await sendNotice(ctx, notice)).status).toBe(200);
      return;
    }
    case 'forged': {
      const t = pick(m.topUps, s.pick);
      if (!t) return;
      const notice = { reference: t.rechargeNo, amount: t.amount, currency: 'CNY', status: 'paid' as const, providerRef: 'forged' };
      const answer =
        s.how === 'signature'
          ? await sendNotice(ctx, notice, { key: Buffer.from('f'.repeat(32)) })
          : await sendNotice(ctx, s.how === 'amount' ? { ...notice, amount: t.amount + 100_000 } : { ...notice, reference: 'R19990101000000000000' });
      expect(answer.status).toBe(400);
      return;
    }
    case 'order': {
      const { orderNo } = (await submit(ctx, b, [{ skuId, quantity: 1 }])).body.data;
      const paid = await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers });
      const total = m.vip ? GOODS_PRICE : ORDER_TOTAL;
      expect(paid.body.code).toBe(m.balance >= total ? 200 : -1);
      if (paid.body.code === 200) {
        m.balance -= total;
        m.paidOrders.push(orderNo);
      }
      return;
    }
    case 'refund': {
      const orderNo = m.paidOrders.splice(s.pick % Math.max(1, m.paidOrders.length), 1)[0];
      if (!orderNo) return;
      const { body } = await ctx.call<{ orderNo: string }>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: b.headers });
      const refunded = await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'changed my mind' }, headers: b.headers });
      expect(refunded.body.code).toBe(200);
      m.balance += (body.data as unknown as { payAmount: number }).payAmount;
      return;
    }
    case 'vip': {
      const plan = VIP_PLANS[s.plan]!;
      const bought = await ctx.call('POST', '/api/balance/NotExpired', { json: { planId: plan.id, payPwd: PAY_PWD }, headers: b.headers });
      expect(bought.body.code).toBe(m.balance >= plan.price ? 200 : -1);
      if (bought.body.code === 200) {
        m.balance -= plan.price;
        m.vip = true;
      }
      return;
    }
    case 'adjust': {
      const fen = s.yuan * 100;
      const ok = await commands['balance:adjust']!.run(ctx.services, [account, `${fen > 0 ? '+' : ''}${s.yuan}`, 'property test'], () => {}).then(
        () => true,
        () => false,
      );
      expect(ok).toBe(m.balance + fen >= 0);
      if (ok) m.balance += fen;
    }
  }
}

describe(`balance under random sequences of money movements (${TEST_DIALECT})`, () => {
  it('never goes negative, always equals the ledger sum and what the rules say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const b = await buyer(ctx, 0);
        const { account } = await ctx.db.kysely.selectFrom('members').select('account').where('id', '=', b.id).executeTakeFirstOrThrow();
        const m = new Model();
        for (const s of steps) {
          await run(b, account, m, s);
          expect(await checkedBalance(ctx, b.id), JSON.stringify(s)).toBe(m.balance);
        }
      }),
      { numRuns: TEST_DIALECT === 'postgres' ? 30 : 60 },
    );
  }, 120_000);
});
