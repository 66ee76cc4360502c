import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentActions } from '../../src/server/audit/audit.service.ts';
import { commands } from '../../src/server/ops/commands.ts';
import { listOperators } from '../../src/server/operators/operator.service.ts';
import { operator, OPERATOR_PWD, type Operator } from './admin-fixture.ts';
import { badBodies, expectRefusals } from './bad-input.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { newAccount, uniqueIp } from './members.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true' });
});
afterAll(() => ctx.close());

const login = (account: string, pwd: string) =>
  ctx.call<{ token: string }>('POST', '/api/admin/login', {
    json: { account, pwd },
    headers: { 'x-forwarded-for': uniqueIp() },
  });
const idOf = async (account: string) => (await listOperators(ctx.db.kysely)).find((o) => o.account === account)!.id;
const me = (token: string) => ctx.call('GET', '/api/admin/me', { headers: { token } });
const post = (by: Operator, path: string, json: unknown) =>
  ctx.call<{ id: number; account: string }>('POST', `/api/admin/operators${path}`, {
    json,
    headers: { ...by.headers, lang: 'en', 'x-forwarded-for': uniqueIp() },
  });

describe(`console accounts made and looked after in the console (${TEST_DIALECT})`, () => {
  it('lets an owner create an operator once for a burst of 20 identical requests; the account logs in and the terminal still manages it', async () => {
    const owner = await operator(ctx, 'owner');
    const account = newAccount('clerk');
    const burst = await Promise.all(Array.from({ length: 20 }, () => post(owner, '', { account, pwd: 'clerk-pass-01', role: 'staff' })));
    // Password hashing is a bounded queue per account: past its share a request is told to wait (429), never a 5xx.
    expect(burst.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(burst.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(burst.find((r) => r.body.code === -1)?.body.msg).toBe('This console account already exists');
    expect((await listOperators(ctx.db.kysely)).filter((o) => o.account === account)).toHaveLength(1);
    expect((await login(account, 'clerk-pass-01')).body.code).toBe(0);
    // The terminal keeps working on an account made in the console.
    await commands['operator:role']!.run(ctx.services, [account, '--role', 'owner'], () => undefined, { secret: async () => '' });
    expect((await listOperators(ctx.db.kysely)).find((o) => o.account === account)?.role).toBe('owner');
    const made = (await recentActions(ctx.db.kysely, 20)).filter((a) => a.action === 'operator.add' && a.target === account);
    expect(made).toEqual([expect.objectContaining({ actor: `operator:${owner.account}` })]);
  });

  it("resets another operator's password (their sessions end) and disables and enables them, each once for a burst", async () => {
    const owner = await operator(ctx, 'owner');
    const staff = await operator(ctx, 'staff');
    const id = await idOf(staff.account);
    const resets = await Promise.all(Array.from({ length: 20 }, () => post(owner, `/${id}/password`, { pwd: 'fresh-pass-02' })));
    expect(resets.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(resets.some((r) => r.body.code === 0)).toBe(true);
    expect((await me(staff.token)).body.code).toBe(403);
    expect((await login(staff.account, OPERATOR_PWD)).body.code).toBe(-1);
    const again = await login(staff.account, 'fresh-pass-02');
    expect(again.body.code).toBe(0);

    const disables = await Promise.all(Array.from({ length: 20 }, () => post(owner, `/${id}`, { disabled: true })));
    expect(disables.every((r) => r.body.code === 0)).toBe(true);
    expect((await me(again.body.data.token)).body.code).toBe(403);
    expect((await login(staff.account, 'fresh-pass-02')).body.code).toBe(-1);
    await Promise.all(Array.from({ length: 20 }, () => post(owner, `/${id}`, { disabled: false })));
    expect((await login(staff.account, 'fresh-pass-02')).body.code).toBe(0);
    const actions = (await recentActions(ctx.db.kysely, 100)).filter((a) => a.target === staff.account && a.actor === `operator:${owner.account}`).map((a) => a.action);
    expect(actions.filter((a) => a !== 'operator.password')).toEqual(['operator.enable', 'operator.disable']);
    expect(actions).toContain('operator.password');
  });

  it('changes nothing when an account is given the role and state it already has: no stored change, no audit entry', async () => {
    const owner = await operator(ctx, 'owner');
    const staff = await operator(ctx, 'staff');
    const id = await idOf(staff.account);
    const row = () => ctx.db.kysely.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = await row();
    for (const json of [{ role: 'staff' }, { disabled: false }, { role: 'staff', disabled: false }]) expect((await post(owner, `/${id}`, json)).body.code).toBe(0);
    expect(await row()).toEqual(before);
    expect((await recentActions(ctx.db.kysely, 100)).filter((a) => a.target === staff.account && a.actor === `operator:${owner.account}`)).toEqual([]);
    expect((await me(staff.token)).body.code).toBe(0);
  });

  it('refuses an owner disabling themself or resetting their own password there, and staff doing any of it', async () => {
    const owner = await operator(ctx, 'owner');
    await operator(ctx, 'owner');
    const staff = await operator(ctx, 'staff');
    const ownId = await idOf(owner.account);
    expect((await post(owner, `/${ownId}`, { disabled: true })).body).toMatchObject({ code: -1, msg: 'You cannot disable your own account' });
    expect((await post(owner, `/${ownId}/password`, { pwd: 'another-pass-3' })).body).toMatchObject({
      code: -1,
      msg: 'Change your own password from your account menu',
    });
    expect((await me(owner.token)).body.code).toBe(0);
    for (const [path, json] of [
      ['', { account: newAccount('x'), pwd: 'some-pass-004', role: 'staff' }],
      [`/${ownId}/password`, { pwd: 'some-pass-004' }],
      [`/${ownId}`, { disabled: true }],
    ] as const) {
      expect((await post(staff, path, json)).body).toMatchObject({
        code: -1,
        msg: 'Only the owner can do this',
      });
    }
    expect((await login(owner.account, OPERATOR_PWD)).body.code).toBe(0);
  });

  it('lets any operator change their own password with the current one, keeping this session and ending the others', async () => {
    const staff = await operator(ctx, 'staff');
    const other = (await login(staff.account, OPERATOR_PWD)).body.data.token;
    expect(
      (
        await post(staff, '/me/password', {
          current: 'not-the-one-1',
          pwd: 'my-new-pass-05',
        })
      ).body,
    ).toMatchObject({ code: -1, msg: 'The current password is not right' });
    expect((await me(other)).body.code).toBe(0);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(staff, '/me/password', {
          current: OPERATOR_PWD,
          pwd: 'my-new-pass-05',
        }),
      ),
    );
    expect(burst.some((r) => r.body.code === 0)).toBe(true);
    expect(burst.every((r) => r.status === 429 || (r.status === 200 && (r.body.code === 0 || r.body.msg === 'The current password is not right')))).toBe(true);
    expect((await me(staff.token)).body.code).toBe(0);
    expect((await me(other)).body.code).toBe(403);
    expect((await login(staff.account, 'my-new-pass-05')).body.code).toBe(0);
    const audit = (await recentActions(ctx.db.kysely, 50)).filter((a) => a.action === 'operator.ownPassword' && a.target === staff.account);
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input of every kind on every operator route without a server error', async () => {
    const owner = await operator(ctx, 'owner');
    const staff = await operator(ctx, 'staff');
    const id = await idOf(staff.account);
    await expectRefusals(
      ctx,
      '/api/admin/operators',
      owner.headers,
      badBodies({
        account: newAccount('bad'),
        pwd: 'valid-pass-06',
        role: 'staff',
      }),
    );
    await expectRefusals(ctx, `/api/admin/operators/${id}/password`, owner.headers, badBodies({ pwd: 'valid-pass-07' }));
    await expectRefusals(ctx, '/api/admin/operators/me/password', staff.headers, badBodies({ current: OPERATOR_PWD, pwd: 'valid-pass-08' }));
    await expectRefusals(
      ctx,
      `/api/admin/operators/${id}`,
      owner.headers,
      badBodies({ disabled: true }).filter((b) => JSON.stringify(b) !== '{"disabled":false}'),
    );
    for (const bad of ['0', '-3', 'abc', '99999999', 'me']) {
      const res = await ctx.call('POST', `/api/admin/operators/${bad}/password`, { json: { pwd: 'valid-pass-09' }, headers: owner.headers });
      expect([res.status, res.body.code]).toEqual([200, -1]);
    }
    expect((await login(staff.account, OPERATOR_PWD)).body.code).toBe(0);
  });
});
