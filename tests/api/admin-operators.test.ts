import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentActions } from '../../src/server/audit/audit.service.ts';
import { changeOperator, listOperators } from '../../src/server/operators/operator.service.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000' });
});
afterAll(() => ctx.close());

interface OperatorView {
  id: number;
  account: string;
  role: string;
  disabled: boolean;
}

const enabledOwners = async () => (await listOperators(ctx.db.kysely)).filter((o) => o.role === 'owner' && !o.disabled);
const idOf = async (op: Operator) => (await listOperators(ctx.db.kysely)).find((o) => o.account === op.account)!.id;
const change = (by: Operator, id: number, json: unknown, lang = 'zh') =>
  ctx.call<OperatorView>('POST', `/api/admin/operators/${id}`, { json, headers: { ...by.headers, lang } });

/** Leaves exactly the given owners enabled, so a test starts from a known set. */
async function onlyOwners(...keep: Operator[]) {
  for (const o of await enabledOwners()) {
    if (!keep.some((k) => k.account === o.account)) await changeOperator(ctx.db.kysely, o.account, { disabled: true });
  }
}

describe(`operators managed from the console (${TEST_DIALECT})`, () => {
  it('lets two owners disabling each other in a burst leave at least one enabled owner', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await operator(ctx, 'owner');
      const b = await operator(ctx, 'owner');
      await onlyOwners(a, b);
      const [idA, idB] = [await idOf(a), await idOf(b)];
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? change(a, idB, { disabled: true }) : change(b, idA, { disabled: true }))));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.some((r) => r.body.code === 0)).toBe(true);
      expect(await enabledOwners()).toHaveLength(1);
    }
  });

  it('lets a burst of the service itself disabling and demoting owners crosswise keep one enabled owner', async () => {
    const owners = [await operator(ctx, 'owner'), await operator(ctx, 'owner'), await operator(ctx, 'owner')];
    await onlyOwners(...owners);
    const moves = Array.from({ length: 30 }, (_, i) => {
      const account = owners[i % 3]!.account;
      return changeOperator(ctx.db.kysely, account, i % 2 ? { disabled: true } : { role: 'staff' }).then(
        () => 'changed',
        (err: Error) => err.message,
      );
    });
    const outcomes = await Promise.all(moves);
    expect(outcomes.filter((o) => o !== 'changed' && o !== 'admin.operator.lastOwner')).toEqual([]);
    expect(await enabledOwners()).toHaveLength(1);
  });

  it('refuses to disable or demote the last enabled owner, in the caller language', async () => {
    const owner = await operator(ctx, 'owner');
    await onlyOwners(owner);
    const id = await idOf(owner);
    expect((await change(owner, id, { disabled: true }, 'en')).body).toMatchObject({ code: -1, msg: 'You cannot disable your own account' });
    expect((await change(owner, id, { role: 'staff' }, 'en')).body).toMatchObject({ code: -1, msg: 'The last enabled owner cannot be disabled or made staff' });
    expect(await enabledOwners()).toHaveLength(1);
    // With a second owner it can: the owner steps down to staff and is still logged in.
    const second = await operator(ctx, 'owner');
    const stepped = await change(owner, id, { role: 'staff' });
    expect(stepped.body).toMatchObject({ code: 0, data: { id, role: 'staff', disabled: false } });
    expect((await ctx.call('GET', '/api/admin/me', { headers: owner.headers })).body).toMatchObject({ code: 0, data: { role: 'staff' } });
    const actions = await recentActions(ctx.db.kysely, 5);
    expect(actions.find((a) => a.action === 'operator.role' && a.target === owner.account)).toMatchObject({ actor: `operator:${owner.account}` });
    await changeOperator(ctx.db.kysely, second.account, { disabled: false });
  });

  it('ends the sessions of a disabled operator and lets an owner enable them again', async () => {
    const owner = await operator(ctx, 'owner');
    const staff = await operator(ctx, 'staff');
    const id = await idOf(staff);
    expect((await change(owner, id, { disabled: true })).body).toMatchObject({ code: 0, data: { disabled: true } });
    expect((await ctx.call('GET', '/api/admin/me', { headers: staff.headers })).body.code).toBe(403);
    expect((await change(owner, id, { disabled: false })).body).toMatchObject({ code: 0, data: { disabled: false } });
    const list = await ctx.call<{ list: OperatorView[]; total: number }>('GET', '/api/admin/operators', { headers: owner.headers });
    expect(list.body.code).toBe(0);
    expect(list.body.data.list.find((o) => o.id === id)).toMatchObject({ account: staff.account, role: 'staff', disabled: false });
  });

  it('keeps operators to the owner and refuses bad input with a reason', async () => {
    const owner = await operator(ctx, 'owner');
    const staff = await operator(ctx, 'staff');
    const member = await register(ctx);
    expect((await ctx.call('GET', '/api/admin/operators', { headers: staff.headers })).body.code).toBe(-1);
    expect((await change(staff, await idOf(owner), { disabled: true })).body.code).toBe(-1);
    expect((await ctx.call('GET', '/api/admin/operators', { headers: { token: member.token } })).body.code).toBe(403);
    const id = await idOf(staff);
    for (const json of [{}, { role: 'king' }, { disabled: 'yes' }, { role: 5 }, [], 'text', { disabled: null }]) {
      const res = await change(owner, id, json, 'en');
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(-1);
      expect(res.body.msg).not.toMatch(/admin\.|validation\./);
    }
    for (const bad of ['0', '-3', 'abc', '99999999']) {
      const res = await ctx.call('POST', `/api/admin/operators/${bad}`, { json: { disabled: true }, headers: owner.headers });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(-1);
    }
  });
});
