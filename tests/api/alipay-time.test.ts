import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECHARGE } from '../../src/config/recharge.ts';
import { reconcileRecharge } from '../../src/server/balance/recharge-reconcile.service.ts';
import { startFakeAlipay, type FakeAlipay, alipayEnv } from './alipay-gateway.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer } from './order-fixture.ts';
import { startTopUp } from './recharge-fixture.ts';

/**
 * Alipay reads every time in a request as China time (UTC+8, "yyyy-MM-dd HH:mm:ss"): the request's own
 * `timestamp` as much as the trade's `time_expire`. The host's time zone must change neither. Node applies a
 * new `process.env.TZ` at once, and this file runs in a process of its own, so the zone is switched here.
 */

let ctx: TestContext;
let alipay: FakeAlipay;
const originalTz = process.env.TZ;

beforeAll(async () => {
  alipay = await startFakeAlipay();
  ctx = await createTestContext({
    ...alipayEnv(alipay),
    PUBLIC_SITE_URL: 'https://shop.example',
  });
});
afterAll(async () => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
  await ctx.close();
  await alipay.stop();
});

/** "2026-11-24 18:30:00" read as China time → epoch ms; NaN when it is not written that way. */
const fromChinaTime = (text: string | undefined) => (text && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text) ? Date.parse(`${text.replace(' ', 'T')}+08:00`) : NaN);

/** The local clock's offset from UTC in minutes, east positive, as the zone says it is now. */
const localOffsetMin = () => -new Date().getTimezoneOffset();

describe.each([
  { tz: 'UTC', offsets: [0] },
  // Eastern time, standard or daylight saving, whichever the day of the run is in.
  { tz: 'America/New_York', offsets: [-300, -240] },
])(`Alipay request times on a host in $tz (${TEST_DIALECT})`, ({ tz, offsets }) => {
  it('writes the request timestamp and the trade deadline in China time, as Alipay reads them', async () => {
    process.env.TZ = tz;
    // The switch took: the host's local clock is really in this zone now, not in China's.
    expect(offsets).toContain(localOffsetMin());

    const b = await buyer(ctx, 0);
    const before = Date.now();
    const { rechargeNo, payUrl } = await startTopUp(ctx, b.headers, 10_000);
    const after = Date.now();
    expect((await fetch(payUrl)).status).toBe(200);
    const pagePay = alipay.requests.findLast((r) => r.method === 'alipay.trade.page.pay');
    expect(pagePay?.signed).toBe(true);

    const sent = fromChinaTime(pagePay?.params.timestamp);
    // The timestamp is written to the second: within the second before the request and the one after it.
    expect(sent, `timestamp ${pagePay?.params.timestamp} read as China time`).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(sent).toBeLessThanOrEqual(after);
    const deadline = fromChinaTime(alipay.trade(rechargeNo).timeExpire);
    expect(deadline - sent).toBeGreaterThanOrEqual(RECHARGE.expiresInMin * 60_000 - 1000);
    expect(deadline - sent).toBeLessThanOrEqual(RECHARGE.expiresInMin * 60_000 + 1000);

    const queried = Date.now();
    expect(await reconcileRecharge(ctx.services.recharge, rechargeNo)).toBe('pending');
    const query = alipay.requests.findLast((r) => r.method === 'alipay.trade.query');
    expect(query?.signed).toBe(true);
    const asked = fromChinaTime(query?.params.timestamp);
    expect(asked, `timestamp ${query?.params.timestamp} read as China time`).toBeGreaterThanOrEqual(Math.floor(queried / 1000) * 1000);
    expect(asked).toBeLessThanOrEqual(Date.now());
  });
});
