import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNVERIFIED_CALLBACKS } from '../../src/server/balance/recharge.service.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { cleanUp } from '../../src/server/jobs/cleanup.ts';
import { createLogger } from '../../src/server/logger.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/server/payments/sandbox.provider.ts';
import { signPayload } from '../../src/server/payments/signature.ts';
import { startFakeAlipay, type FakeAlipay, alipayEnv } from './alipay-gateway.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer } from './order-fixture.ts';
import { checkedBalance, startTopUp } from './recharge-fixture.ts';

/**
 * The notify endpoint takes posts from anyone. What does not verify may be recorded, but boundedly: a limit per
 * client address and one for all addresses, a prefix of the body with the hash of the whole, and a week's life.
 * Alipay's own notices are never limited.
 */

let ctx: TestContext;
let alipay: FakeAlipay;
/** What the shop logged as warnings, one parsed line each. */
const warnings: { msg: string; clientIp?: string }[] = [];
const { perAddress, all, prefixChars } = UNVERIFIED_CALLBACKS;

beforeAll(async () => {
  alipay = await startFakeAlipay();
  ctx = await createTestContext({
    REGISTER_MAX_PER_IP_HOUR: '10000',
    ...alipayEnv(alipay),
    PUBLIC_SITE_URL: 'https://shop.example',
  }, { logger: createLogger('warn', (line) => warnings.push(JSON.parse(line)) > 0) });
});
afterAll(async () => {
  await ctx.close();
  await alipay.stop();
});

/** The Node server's bindings for a request whose connection comes from `ip`. */
const fromAddress = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

/** A notice posted to the shop over a connection from `ip`. */
async function deliver(body: string, ip: string) {
  const res = await ctx.app.request(
    '/api/pay/notify/alipay',
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body },
    fromAddress(ip),
  );
  return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const unverified = () => ctx.db.kysely.selectFrom('payment_callbacks').select(['payload', 'payload_sha256', 'client_ip', 'reason', 'created_at']).where('verified', '=', 0);

/** How many callbacks are kept, verified (1) or not (0). */
const kept = async (verified: number) =>
  Number((await ctx.db.kysely.selectFrom('payment_callbacks').select((eb) => eb.fn.countAll().as('n')).where('verified', '=', verified).executeTakeFirstOrThrow()).n);

async function openedTopUp(amount: number) {
  const b = await buyer(ctx, 0);
  const { rechargeNo, payUrl } = await startTopUp(ctx, b.headers, amount);
  expect((await fetch(payUrl)).status).toBe(200);
  return { b, rechargeNo };
}

describe(`forged Alipay notices in a burst (${TEST_DIALECT})`, () => {
  it('60 at once from one address: at most the limit recorded, each a prefix with the hash of the whole; the rest 429 with Retry-After', async () => {
    const { b, rechargeNo } = await openedTopUp(30_000);
    alipay.setStatus(rechargeNo, 'TRADE_SUCCESS');
    const ip = '203.0.113.7';
    // Each over 4,000 characters, as the flood that grew the table by megabytes sent them.
    const bodies = Array.from({ length: 60 }, () => alipay.forgedNotice(rechargeNo, { body: 'x'.repeat(4_000) }));
    expect(Math.min(...bodies.map((body) => body.length))).toBeGreaterThan(4_000);
    const answers = await Promise.all(bodies.map((body) => deliver(body, ip)));

    const recorded = answers.flatMap((a, i) => (a.status === 400 ? [bodies[i]!] : []));
    const limited = answers.filter((a) => a.status === 429);
    expect(recorded.length + limited.length).toBe(60);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.length).toBeLessThanOrEqual(perAddress.max);
    for (const a of answers) expect(a.text).toBe('failure');
    for (const a of limited) expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    for (const a of limited) expect(Number(a.retryAfter)).toBeLessThanOrEqual(perAddress.windowMs / 1000);

    const rows = await unverified().where('client_ip', '=', ip).execute();
    expect(rows).toHaveLength(recorded.length);
    for (const row of rows) {
      expect(row.payload.length).toBeLessThanOrEqual(prefixChars);
      expect(row.reason).toMatch(/signature/);
    }
    expect(rows.map((r) => r.payload_sha256).sort()).toEqual(recorded.map(sha256).sort());
    expect(rows.map((r) => r.payload).sort()).toEqual(recorded.map((body) => body.slice(0, prefixChars)).sort());
    // The log says so for each one recorded and once more when the limit is reached, not for every one refused.
    const fromIp = warnings.filter((w) => w.clientIp === ip);
    expect(fromIp.filter((w) => w.msg === 'payment callback rejected')).toHaveLength(recorded.length);
    expect(fromIp.length).toBeLessThanOrEqual(recorded.length + 1);

    // Alipay's own notice from the same address is not limited: it credits the top-up.
    expect(await deliver(alipay.notice(rechargeNo), ip)).toMatchObject({ status: 200, text: 'success' });
    expect(await checkedBalance(ctx, b.id)).toBe(32_000);
    // Another address is counted apart.
    expect((await deliver(alipay.forgedNotice(rechargeNo), '203.0.113.8')).status).toBe(400);
  });

  it('from many addresses at once: no more than the limit of all addresses recorded', async () => {
    const { rechargeNo } = await openedTopUp(10_000);
    const before = await kept(0);
    // Thirty addresses, five each: within each address's limit, past the limit of all.
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => deliver(alipay.forgedNotice(rechargeNo, { body: 'y'.repeat(2_000) }), `198.51.100.${i % 30}`)),
    );
    const after = await kept(0);
    expect(after).toBeLessThanOrEqual(all.max);
    expect(after - before).toBe(answers.filter((a) => a.status === 400).length);
    expect(answers.filter((a) => a.status === 429).length).toBe(150 - (after - before));
    for (const a of answers.filter((x) => x.status === 429)) expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('the clean-up job deletes unverified notices after a week and keeps the verified ones', async () => {
    const { rechargeNo } = await openedTopUp(10_000);
    alipay.setStatus(rechargeNo, 'TRADE_SUCCESS');
    expect((await deliver(alipay.notice(rechargeNo), '203.0.113.9')).text).toBe('success');
    // One unverified as the endpoint records it (the burst tests above have used up this window's limits).
    await ctx.db.kysely
      .insertInto('payment_callbacks')
      .values({ provider: 'alipay', recharge_no: null, outcome: 'rejected', reason: 'signature does not verify', payload: 'x', verified: 0, payload_sha256: sha256('x'), client_ip: '203.0.113.9', created_at: new Date().toISOString() })
      .execute();
    const verified = await kept(1);
    const forged = await kept(0);
    expect(verified).toBeGreaterThan(0);
    expect(forged).toBeGreaterThan(0);
    expect((await cleanUp(ctx.db.kysely, new Date(Date.now() + 6 * 86_400_000))).unverifiedCallbacks).toBe(0);
    expect(await kept(0)).toBe(forged);
    expect((await cleanUp(ctx.db.kysely, new Date(Date.now() + 8 * 86_400_000))).unverifiedCallbacks).toBe(forged);
    expect(await kept(0)).toBe(0);
    expect(await kept(1)).toBe(verified);
  });

  it('marks the refused callbacks a shop already kept as unverified, cut to the prefix, so they expire too', async () => {
    const db = ctx.db.kysely;
    const names = Object.keys(migrations).sort();
    const previous = names[names.indexOf('0023_unverified_callbacks') - 1]!;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const down = await migrator.migrateTo(previous);
    expect(down.error).toBeUndefined();
    const long = 'z'.repeat(4_000);
    const at = '2026-01-01T00:00:00.000Z';
    await sql`insert into payment_callbacks (provider, recharge_no, outcome, reason, payload, created_at) values
      ('alipay', null, 'rejected', 'signature does not verify with the Alipay public key', ${long}, ${at}),
      ('alipay', null, 'rejected', 'unknown top-up', ${long}, ${at}),
      ('alipay', 'R1', 'rejected', 'amount 1 differs from 2', ${long}, ${at}),
      ('alipay', 'R1', 'credited', null, ${long}, ${at})`.execute(db);
    const latest = await migrateToLatest(ctx.db);
    expect(latest.error).toBeUndefined();
    const rows = await db.selectFrom('payment_callbacks').select(['reason', 'outcome', 'verified', 'payload']).where('created_at', '=', at).orderBy('id').execute();
    expect(rows.map((r) => [r.reason, r.verified, r.payload.length])).toEqual([
      ['signature does not verify with the Alipay public key', 0, 256],
      ['unknown top-up', 1, 4_000],
      ['amount 1 differs from 2', 1, 4_000],
      [null, 1, 4_000],
    ]);
  });
});

describe(`forged sandbox callbacks in a burst (${TEST_DIALECT})`, () => {
  let sandbox: TestContext;
  beforeAll(async () => {
    sandbox = await createTestContext();
  });
  afterAll(() => sandbox.close());

  it('are answered 429 with Retry-After and the seconds in the envelope past the limit, and recorded no further', async () => {
    const body = JSON.stringify({ reference: 'R20260101000000000001', amount: 100, currency: 'CNY', status: 'paid', providerRef: 'x' });
    const forged = signPayload(Buffer.from('not-the-key'.padEnd(32, '!')), body, new Date());
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        sandbox.app.request(
          '/api/pay/notify/sandbox',
          { method: 'POST', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: forged, lang: 'en' }, body },
          fromAddress('192.0.2.50'),
        ),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(perAddress.max);
    expect(limited.length).toBeGreaterThanOrEqual(40 - perAddress.max);
    for (const a of limited) {
      const seconds = Number(a.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(await a.json()).toEqual({ code: -1, data: { retryAfter: seconds }, msg: 'Too many attempts, please try again later' });
    }
    const rows = await sandbox.db.kysely.selectFrom('payment_callbacks').select('payload').where('verified', '=', 0).execute();
    expect(rows.length).toBeLessThanOrEqual(perAddress.max);
  });
});
