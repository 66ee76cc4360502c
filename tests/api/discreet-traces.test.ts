import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/i18n/locales.ts';
import { createT } from '../../src/lib/i18n/messages.ts';
import { loadConfig } from '../../src/server/config.ts';
import { operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, submit } from './order-fixture.ts';
import { startTopUp } from './recharge-fixture.ts';

/** The parcel's sender comes from PARCEL_SENDER; what a payment provider shows of a top-up names no goods. */
const SENDER = 'Lotus Home Supply';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PARCEL_SENDER: SENDER, REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

describe(`discreet traces outside the shop (${TEST_DIALECT})`, () => {
  it("names the parcel's sender on the member's order and on the console's order", async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const placed = await submit(ctx, b, [{ skuId, quantity: 1 }]);
    expect(placed.body.code, placed.body.msg).toBe(200);
    const { orderNo } = placed.body.data;
    const member = await ctx.call<{ parcelSender: string }>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: b.headers });
    expect(member.body.data.parcelSender).toBe(SENDER);
    const staff = await operator(ctx, 'staff');
    const desk = await ctx.call<{ parcelSender: string; orderNo: string }>('GET', `/api/admin/orders/${orderNo}`, { headers: staff.headers });
    expect(desk.body.data).toMatchObject({ orderNo, parcelSender: SENDER });
  });

  it("gives the payment provider a top-up's neutral subject in the member's language", async () => {
    const b = await buyer(ctx, 0);
    for (const lang of LOCALES) {
      const { rechargeNo } = await startTopUp(ctx, { ...b.headers, lang }, 10_000);
      const payment = await ctx.db.kysely.selectFrom('sandbox_payments').select('subject').where('merchant_ref', '=', rechargeNo).executeTakeFirstOrThrow();
      expect(payment.subject, lang).toBe(createT(lang)('balance.recharge.subject'));
    }
  });

  it('refuses a PARCEL_SENDER that is empty or longer than a parcel label holds', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: ctx.config.dataDir };
    expect(loadConfig(base).parcelSender).toBe('OM Trading');
    for (const bad of [' ', 'x'.repeat(41)]) expect(() => loadConfig({ ...base, PARCEL_SENDER: bad })).toThrow(/PARCEL_SENDER/);
  });
});
