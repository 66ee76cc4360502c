import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/security/password.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { newAccount, register } from './members.ts';
import { buyer, goodsWithStock, PAY_PWD, submit } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: '1' });
});
afterAll(() => ctx.close());

const login = (account: string, pwd: string, ip: string) =>
  ctx.call<{ token: string }>('POST', '/api/member/login', { json: { account, pwd }, headers: { 'x-forwarded-for': ip, lang: 'en' } });

describe(`limits a parallel burst cannot beat (${TEST_DIALECT})`, () => {
  it('login: 60 parallel tries from one address get no more password checks than the limit', async () => {
    const m = await register(ctx, newAccount('burst'));
    const tries = Array.from({ length: 60 }, (_, i) => (i === 45 ? m.pwd : `wrong${i}xx`));
    const answers = await Promise.all(tries.map((pwd) => login(m.account, pwd, '10.9.0.1')));
    const checked = answers.filter((a) => a.status === 200);
    expect(checked.length).toBeLessThanOrEqual(ctx.config.limits.loginFailuresPerAccountIp);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(60 - ctx.config.limits.loginFailuresPerAccountIp);
    // Refused for the client's own rate, never as a server in trouble, and told when to try again.
    expect(answers.filter((a) => a.status === 503)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 429)) expect(Number(a.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The right password sent after the lock, from the same address, is refused too.
    expect((await login(m.account, m.pwd, '10.9.0.1')).status).toBe(429);
  });

  it('login: a stranger locked out from one address does not lock the member out from theirs', async () => {
    const m = await register(ctx, newAccount('victim'));
    await Promise.all(Array.from({ length: 30 }, () => login(m.account, 'not-it-123', '10.9.0.2')));
    expect((await login(m.account, 'not-it-123', '10.9.0.2')).status).toBe(429);
    const own = await login(m.account, m.pwd, '10.9.0.3');
    expect(own.body.code).toBe(200);
  });

  it('payment password: 40 parallel wrong entries get at most five checks, and the right one is then refused', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 100);
    const orders = await Promise.all(Array.from({ length: 41 }, () => submit(ctx, b, [{ skuId, quantity: 1 }])));
    const nos = orders.map((o) => o.body.data.orderNo);
    const answers = await Promise.all(nos.slice(0, 40).map((orderNo, i) => ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: `${100000 + i}` }, headers: b.headers })));
    expect(answers.filter((a) => /^Wrong payment password/.test(a.body.msg)).length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => /Too many wrong payment passwords/.test(a.body.msg)).length).toBeGreaterThanOrEqual(35);
    const after = await ctx.call('POST', '/api/order/pay', { json: { orderNo: nos[40], payPwd: PAY_PWD }, headers: b.headers });
    expect(after.body.msg).toMatch(/Too many wrong payment passwords/);
  });

  it('payment password: a right entry forgets the wrong ones before it', async () => {
    const b = await buyer(ctx, 1_000_000);
    const { skuId } = await goodsWithStock(ctx, 100);
    const payWith = async (payPwd: string) => {
      const order = await submit(ctx, b, [{ skuId, quantity: 1 }]);
      return (await ctx.call('POST', '/api/order/pay', { json: { orderNo: order.body.data.orderNo, payPwd }, headers: b.headers })).body.msg;
    };
    for (let i = 0; i < 4; i++) expect(await payWith('135791')).toMatch(/^Wrong payment password/);
    expect(await payWith(PAY_PWD)).toBe('Payment successful');
    // Four more wrong entries would have locked paying had the first four still counted.
    for (let i = 0; i < 4; i++) expect(await payWith('135791')).toMatch(/^Wrong payment password/);
    expect(await payWith(PAY_PWD)).toBe('Payment successful');
  });

  it('payment password: 30 parallel payments with the right one all go through', async () => {
    const b = await buyer(ctx, 1_000_000);
    const { skuId } = await goodsWithStock(ctx, 100);
    const orders = await Promise.all(Array.from({ length: 30 }, () => submit(ctx, b, [{ skuId, quantity: 1 }])));
    const answers = await Promise.all(orders.map((o) => ctx.call('POST', '/api/order/pay', { json: { orderNo: o.body.data.orderNo, payPwd: PAY_PWD }, headers: b.headers })));
    expect(answers.map((a) => a.body.code)).toEqual(answers.map(() => 200));
  });

  it('payment password: kept as a keyed hash, and an old scrypt hash is replaced on the next correct entry', async () => {
    const b = await buyer(ctx);
    const members = ctx.db.kysely.selectFrom('members').select('pay_pwd_hash').where('id', '=', b.id);
    expect((await members.executeTakeFirstOrThrow()).pay_pwd_hash).toMatch(/^pin1\$[\w-]{8}\$/);
    await ctx.db.kysely.updateTable('members').set({ pay_pwd_hash: await hashPassword(PAY_PWD, { log2N: 10, r: 8, p: 1 }) }).where('id', '=', b.id).execute();
    const { skuId } = await goodsWithStock(ctx, 10);
    const order = await submit(ctx, b, [{ skuId, quantity: 1 }]);
    const paid = await ctx.call('POST', '/api/order/pay', { json: { orderNo: order.body.data.orderNo, payPwd: PAY_PWD }, headers: b.headers });
    expect(paid.body.code).toBe(200);
    expect((await members.executeTakeFirstOrThrow()).pay_pwd_hash).toMatch(/^pin1\$/);
  });
});

describe(`email codes under a burst (${TEST_DIALECT})`, () => {
  it('300 parallel resets compare no more than five guesses for one code', async () => {
    const { memberWithEmail, lastCodeTo } = await import('./members.ts');
    const m = await memberWithEmail(ctx, 'burst-reset@example.com');
    await ctx.call('POST', '/api/member/getResetPwdEmailCode', { json: { account: m.account } });
    const code = await lastCodeTo(ctx, 'burst-reset@example.com');
    const guesses = Array.from({ length: 300 }, (_, i) => (i === 250 ? code : String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')));
    const answers = await Promise.all(guesses.map((guess) => ctx.call('POST', '/api/member/resetPwd', { json: { account: m.account, code: guess, pwd: 'burstpass1' } })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const row = await ctx.db.kysely.selectFrom('email_codes').select('attempts').where('email', '=', 'burst-reset@example.com').where('purpose', '=', 'reset').executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBeLessThanOrEqual(5);
    // The right code arrived after five others had used the attempts: it no longer works.
    expect(answers[250]!.body.code).toBe(-1);
  });
});
