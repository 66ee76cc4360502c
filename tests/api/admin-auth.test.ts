import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentActions } from '../../src/server/audit/audit.service.ts';
import { commands } from '../../src/server/ops/commands.ts';
import { operator, OPERATOR_PWD } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { newAccount, register, uniqueIp } from './members.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '5' });
});
afterAll(() => ctx.close());

const login = (account: string, pwd: string, ip = uniqueIp()) =>
  ctx.call<{ token: string; operator: { account: string; role: string } }>('POST', '/api/admin/login', { json: { account, pwd }, headers: { 'x-forwarded-for': ip } });
const run = (name: string, args: string[], pwd = OPERATOR_PWD) => commands[name]!.run(ctx.services, args, () => undefined, { secret: async () => pwd });

describe(`operator accounts and console sessions (${TEST_DIALECT})`, () => {
  it('logs an operator in with code 0 and answers who is logged in', async () => {
    const owner = await operator(ctx, 'owner');
    const me = await ctx.call('GET', '/api/admin/me', { headers: owner.headers });
    expect(me.body).toMatchObject({ code: 0, data: { account: owner.account, role: 'owner' } });
    expect(owner.token.startsWith('op_')).toBe(true);
  });

  it('refuses a member token on /api/admin and an operator token on member APIs', async () => {
    const member = await register(ctx);
    const staff = await operator(ctx, 'staff');
    for (const path of ['/api/admin/me', '/api/admin/dashboard']) {
      expect((await ctx.call('GET', path, { headers: { token: member.token } })).body.code).toBe(403);
      expect((await ctx.call('GET', path)).body.code).toBe(403);
    }
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: staff.headers })).body.code).toBe(403);
    expect((await ctx.call('GET', '/api/cart/list', { headers: staff.headers })).body.code).toBe(403);
    // A member cannot log in to the console with a member's password either.
    expect((await login(member.account, member.pwd)).body).toMatchObject({ code: -1, msg: '账号或密码错误' });
  });

  it('refuses wrong passwords alike for unknown accounts and bad input with a translated reason', async () => {
    const staff = await operator(ctx, 'staff');
    const wrong = await ctx.call('POST', '/api/admin/login', { json: { account: staff.account, pwd: 'nope-nope-nope' }, headers: { lang: 'en', 'x-forwarded-for': uniqueIp() } });
    expect(wrong.body).toEqual({ code: -1, data: null, msg: 'Incorrect account or password' });
    const unknown = await ctx.call('POST', '/api/admin/login', { json: { account: 'nobody_here', pwd: 'nope-nope-nope' }, headers: { lang: 'en', 'x-forwarded-for': uniqueIp() } });
    expect(unknown.body.msg).toBe('Incorrect account or password');
    for (const json of [{}, { account: 'ab', pwd: 'x' }, { account: staff.account }, { account: 5, pwd: [] }, 'text']) {
      const res = await ctx.call('POST', '/api/admin/login', { json, headers: { 'x-forwarded-for': uniqueIp() } });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(-1);
    }
    expect((await ctx.call('POST', '/api/admin/login', { body: '{bad', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('lets a parallel burst of guesses check no more passwords than the limit, then locks the account', async () => {
    const staff = await operator(ctx, 'staff');
    const results = await Promise.all(Array.from({ length: 30 }, () => login(staff.account, 'wrong-password-1')));
    const refusedByLimit = results.filter((r) => r.status === 429).length;
    expect(results.filter((r) => r.body.msg === '账号或密码错误')).toHaveLength(5);
    expect(refusedByLimit).toBe(25);
    // Even the right password waits out the window now.
    expect((await login(staff.account, OPERATOR_PWD)).status).toBe(429);
  });

  it('ends sessions on logout, password change and disabling; a disabled operator cannot log in', async () => {
    const staff = await operator(ctx, 'staff');
    expect((await ctx.call('POST', '/api/admin/logout', { headers: staff.headers })).body.code).toBe(0);
    expect((await ctx.call('GET', '/api/admin/me', { headers: staff.headers })).body.code).toBe(403);

    const second = (await login(staff.account, OPERATOR_PWD)).body.data.token;
    await run('operator:password', [staff.account], 'another-pass-2');
    expect((await ctx.call('GET', '/api/admin/me', { headers: { token: second } })).body.code).toBe(403);
    expect((await login(staff.account, OPERATOR_PWD)).body.code).toBe(-1);
    const third = (await login(staff.account, 'another-pass-2')).body.data.token;

    await run('operator:disable', [staff.account]);
    expect((await ctx.call('GET', '/api/admin/me', { headers: { token: third } })).body.code).toBe(403);
    expect((await login(staff.account, 'another-pass-2')).body.code).toBe(-1);
    await run('operator:enable', [staff.account]);
    expect((await login(staff.account, 'another-pass-2')).body.code).toBe(0);
    expect((await recentActions(ctx.db.kysely, 1))[0]).toMatchObject({ action: 'operator.enable', target: staff.account });
  });

  it('refuses short passwords, unknown roles, taken accounts and disabling the last owner', async () => {
    const account = newAccount('op');
    await expect(run('operator:add', [account, '--role', 'staff'], 'short')).rejects.toMatchObject({ key: 'admin.validation.passwordLength' });
    await expect(run('operator:add', [account, '--role', 'boss'])).rejects.toThrow(/--role/);
    await run('operator:add', [account, '--role', 'staff']);
    await expect(run('operator:add', [account.toUpperCase(), '--role', 'staff'])).rejects.toMatchObject({ key: 'admin.operator.exists' });
    const owners = (await ctx.db.kysely.selectFrom('operators').select('account').where('role', '=', 'owner').where('disabled', '=', 0).execute()).map((o) => o.account);
    for (const o of owners.slice(1)) await run('operator:disable', [o]);
    await expect(run('operator:disable', [owners[0]!])).rejects.toMatchObject({ key: 'admin.operator.lastOwner' });
    expect((await ctx.db.kysely.selectFrom('operators').select('disabled').where('account', '=', owners[0]!).executeTakeFirstOrThrow()).disabled).toBe(0);
  });
});
