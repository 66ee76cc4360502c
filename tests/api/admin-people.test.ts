import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/server/balance/balance.repository.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { balanceOf, buyer, type Buyer } from './order-fixture.ts';

let ctx: TestContext;
let owner: Operator;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  owner = await operator(ctx, 'owner');
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

const accountOf = async (b: Buyer) => (await ctx.call<{ account: string }>('GET', '/api/member/getMemberInfo', { headers: b.headers })).body.data.account;

describe(`console members, top-ups, feedback and audit (${TEST_DIALECT})`, () => {
  it('lets the owner adjust a balance with a reason, and refuses staff, changing nothing', async () => {
    const b = await buyer(ctx, 1000);
    const found = await ctx.call<{ list: { id: number; balance: number }[] }>('GET', `/api/admin/members?q=${await accountOf(b)}`, { headers: staff.headers });
    expect(found.body).toMatchObject({ code: 0, data: { list: [{ id: b.id, balance: 1000 }] } });
    const denied = await ctx.call('POST', `/api/admin/members/${b.id}/adjust`, { json: { amount: 5, reason: 'goodwill' }, headers: { ...staff.headers, lang: 'en' } });
    expect(denied.body).toEqual({ code: -1, data: null, msg: 'Only the owner can do this' });
    const credited = await ctx.call<{ balance: number }>('POST', `/api/admin/members/${b.id}/adjust`, { json: { amount: 5.3, reason: 'goodwill' }, headers: owner.headers });
    expect(credited.body).toMatchObject({ code: 0, data: { balance: 1530 } });
    for (const json of [{ amount: 0, reason: 'x' }, { amount: 1.234, reason: 'x' }, { amount: 'x', reason: 'x' }, { amount: 1 }, { amount: -99999, reason: 'too much' }]) {
      const res = await ctx.call('POST', `/api/admin/members/${b.id}/adjust`, { json, headers: owner.headers });
      expect([res.status, res.body.code]).toEqual([200, -1]);
    }
    const burst = await Promise.all(Array.from({ length: 30 }, () => ctx.call('POST', `/api/admin/members/${b.id}/adjust`, { json: { amount: -1, reason: 'burst' }, headers: owner.headers })));
    expect(burst.filter((r) => r.body.code === 0)).toHaveLength(15);
    expect(await balanceOf(ctx, b.id)).toBe(30);
    expect(await ledgerSum(ctx.db.kysely, b.id)).toBe(30);
    const ledger = await ctx.call<{ list: { type: string }[] }>('GET', `/api/admin/members/${b.id}/ledger`, { headers: staff.headers });
    expect(ledger.body.data.list[0]?.type).toBe('adjust');
  });

  it('keeps the audit log for the owner, by operator and action', async () => {
    expect((await ctx.call('GET', '/api/admin/audit', { headers: staff.headers })).body.code).toBe(-1);
    const log = await ctx.call<{ list: { actor: string; action: string; detail: string }[]; total: number }>('GET', `/api/admin/audit?actor=operator:${owner.account}&action=balance`, { headers: owner.headers });
    expect(log.body).toMatchObject({ code: 0, data: { total: 16 } });
    expect(log.body.data.list.at(-1)).toMatchObject({ action: 'balance.adjust', detail: '+5.30 goodwill' });
    const goods = await ctx.call<{ list: { before: unknown; after: unknown }[] }>('GET', `/api/admin/audit?action=goods`, { headers: owner.headers });
    expect(goods.body.code).toBe(0);
  });

  it('lists feedback with pictures and marks it handled once', async () => {
    const m = await register(ctx);
    await ctx.call('POST', '/api/feedback/add', { json: { content: 'The parcel box was dented', contactInformation: '', imageUrl: '' }, headers: { token: m.token } });
    const list = await ctx.call<{ list: { id: number; content: string; handledAt: string | null }[] }>('GET', '/api/admin/feedback?handled=false', { headers: staff.headers });
    const entry = list.body.data.list.find((f) => f.content === 'The parcel box was dented')!;
    expect(entry.handledAt).toBeNull();
    const marks = await Promise.all([1, 2, 3].map(() => ctx.call('POST', `/api/admin/feedback/${entry.id}/handle`, { headers: staff.headers })));
    expect(marks.every((r) => r.body.code === 0)).toBe(true);
    const after = await ctx.call<{ list: { id: number; handledBy: string }[] }>('GET', '/api/admin/feedback?handled=true', { headers: staff.headers });
    expect(after.body.data.list.find((f) => f.id === entry.id)?.handledBy).toBe(staff.account);
    expect((await ctx.call('POST', '/api/admin/feedback/99999/handle', { headers: staff.headers })).body.code).toBe(-1);
  });

  it('lists top-ups and refuses reconciling an unknown one', async () => {
    const b = await buyer(ctx, 0);
    await ctx.call('POST', '/api/balance/recharge', { json: { amount: 10000, agree: true }, headers: b.headers });
    const list = await ctx.call<{ list: { status: string; account: string }[] }>('GET', '/api/admin/recharges?status=pending', { headers: staff.headers });
    expect(list.body.code).toBe(0);
    const account = await accountOf(b);
    expect(list.body.data.list.some((r) => r.account === account)).toBe(true);
    expect((await ctx.call('POST', '/api/admin/recharges/R0000000000/reconcile', { headers: staff.headers })).body.code).toBe(-1);
  });

  it('answers bad ids and query values without a server error', async () => {
    for (const path of ['/api/admin/members/abc', '/api/admin/members/-1', '/api/admin/members/99999', '/api/admin/orders/NOPE', '/api/admin/members?page=x&pageSize=9999', '/api/admin/orders?status=weird', '/api/admin/goods?onShelf=maybe']) {
      const res = await ctx.call('GET', path, { headers: staff.headers });
      expect(res.status).toBe(200);
    }
  });
});
