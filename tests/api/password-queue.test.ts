import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { newAccount, register } from './members.ts';

/**
 * Password hashing runs a few at a time; what waits queues per client address (security/fair-queue.ts). An
 * office or a carrier's shared address where several people register or sign in at once waits its turn; one
 * address asking faster than its share is told to slow down (429 with Retry-After); 503 is for a server with
 * more work than it can take, never for one client's burst. One hash at a time and a cost that takes
 * milliseconds make the queue fill here as it would on a busy server.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: '1', PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_LOG2N: '12' });
});
afterAll(() => ctx.close());

const en = (ip: string) => ({ 'x-forwarded-for': ip, lang: 'en' });

describe(`bursts of password work from one address (${TEST_DIALECT})`, () => {
  it('8 parallel registrations from one address all succeed, waiting their turn', async () => {
    const accounts = Array.from({ length: 8 }, () => newAccount('office'));
    const answers = await Promise.all(
      accounts.map((account) => ctx.call<{ token: string }>('POST', '/api/member/register', { json: { account, pwd: 'secret123' }, headers: en('10.31.0.1') })),
    );
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(answers.map(() => [200, 200]));
    for (const a of answers) expect(a.body.data.token).toMatch(/^[\w-]{20,}$/);
    // Each of them really signs in afterwards.
    const again = await ctx.call('POST', '/api/member/login', { json: { account: accounts[7], pwd: 'secret123' }, headers: en('10.31.0.1') });
    expect(again.body.code).toBe(200);
  });

  it('60 parallel logins from one address: those beyond its queue get 429 with Retry-After, none 503, and another address is served meanwhile', async () => {
    const member = await register(ctx, newAccount('neighbour'));
    // Sixty different accounts (none of them real), so the per-account limits play no part: only the queue does.
    const burst = Array.from({ length: 60 }, (_, i) =>
      ctx.call<{ retryAfter: number } | null>('POST', '/api/member/login', { json: { account: `nobody_${i}`, pwd: 'secret123' }, headers: en('10.31.0.2') }),
    );
    const neighbour = ctx.call('POST', '/api/member/login', { json: { account: member.account, pwd: member.pwd }, headers: en('10.31.0.3') });
    const answers = await Promise.all(burst);

    expect(answers.filter((a) => a.status === 503)).toEqual([]);
    const refused = answers.filter((a) => a.status === 429);
    const checked = answers.filter((a) => a.status === 200);
    expect(refused.length + checked.length).toBe(60);
    expect(refused.length).toBeGreaterThan(0);
    // At least the queue's depth for one address (16) and the hash running were taken in turn.
    expect(checked.length).toBeGreaterThanOrEqual(17);
    for (const a of checked) expect(a.body.msg).toBe('Incorrect account or password');
    for (const a of refused) {
      const header = a.res.headers.get('retry-after');
      expect(header).toMatch(/^[1-9]\d*$/);
      expect(a.body.data).toEqual({ retryAfter: Number(header) });
      expect(a.body.msg).toBe('Too many requests from your network at once; please try again in a few seconds');
    }
    expect((await neighbour).body.code).toBe(200);

    // Refused tries were never checked, so they did not count as failures: the address can still sign in.
    const after = await ctx.call('POST', '/api/member/login', { json: { account: member.account, pwd: member.pwd }, headers: en('10.31.0.2') });
    expect(after.body.code).toBe(200);
  });

  it('a registration the queue turns away does not use up the address\'s hourly registrations', async () => {
    const limit = ctx.config.limits.registerPerIpHour;
    const ip = '10.31.0.4';
    const attempt = () => ctx.call('POST', '/api/member/register', { json: { account: newAccount('crowd'), pwd: 'secret123' }, headers: en(ip) });
    // As many at once as the address may register in an hour: some wait their turn, the rest are told to come back.
    const answers = await Promise.all(Array.from({ length: limit }, attempt));
    expect(answers.filter((a) => a.status === 503)).toEqual([]);
    const made = answers.filter((a) => a.body.code === 200).length;
    const refused = answers.filter((a) => a.status === 429);
    expect(made + refused.length).toBe(limit);
    for (const a of refused) expect(a.res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    // Only the registrations made count: the ones turned away can be made now, and then the hour's limit holds.
    for (let i = made; i < limit; i += 1) expect((await attempt()).body.code).toBe(200);
    const over = await attempt();
    expect([over.status, over.body.msg]).toEqual([429, 'Too many attempts, please try again later']);
  });
});
