import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentActions } from '../../src/server/audit/audit.service.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { badBodies, expectRefusals } from './bad-input.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, submit, type Buyer } from './order-fixture.ts';

let ctx: TestContext;
let owner: Operator;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({
    TRUST_PROXY: 'true',
    REGISTER_MAX_PER_IP_HOUR: '10000',
    CODE_MAX_PER_IP_DAY: '10000',
  });
  owner = await operator(ctx, 'owner');
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

interface Detail {
  id: number;
  account: string;
  vip: boolean;
  vipExpiresAt: string | null;
  vipChanges: {
    action: string;
    months: number;
    reason: string;
    operator: string;
  }[];
}

const vipOf = async (b: Buyer) =>
  (
    await ctx.call<Detail>('GET', `/api/admin/members/${b.id}`, {
      headers: staff.headers,
    })
  ).body.data;
const change = (b: Buyer, json: object, by = owner) =>
  ctx.call<Detail>('POST', `/api/admin/members/${b.id}/vip`, {
    json,
    headers: { ...by.headers, lang: 'en' },
  });
const monthsBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / (30.44 * 86_400_000));

describe(`console members: VIP, orders and search (${TEST_DIALECT})`, () => {
  it('grants VIP once for a burst of 20 identical requests, extends it from its end and revokes it, each audited with its reason', async () => {
    const b = await buyer(ctx, 0);
    const grant = {
      action: 'grant',
      months: 3,
      reason: 'Apology for a late parcel',
      requestId: randomUUID(),
    };
    const burst = await Promise.all(Array.from({ length: 20 }, () => change(b, grant)));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(burst.map((r) => r.body.code)).toEqual(Array(20).fill(0));
    const granted = await vipOf(b);
    expect(granted.vip).toBe(true);
    expect(monthsBetween(new Date().toISOString(), granted.vipExpiresAt!)).toBe(3);
    expect(granted.vipChanges).toHaveLength(1);
    expect(granted.vipChanges[0]).toMatchObject({
      action: 'grant',
      months: 3,
      reason: 'Apology for a late parcel',
      operator: `operator:${owner.account}`,
    });
    // The same request later still changes nothing; a new grant to a VIP is refused with the way forward.
    expect((await change(b, grant)).body.code).toBe(0);
    expect((await vipOf(b)).vipExpiresAt).toBe(granted.vipExpiresAt);
    expect((await change(b, { ...grant, requestId: randomUUID() })).body).toMatchObject({
      code: -1,
      msg: 'This member is already VIP; extend the membership instead',
    });

    const extend = {
      action: 'extend',
      months: 2,
      reason: 'Loyal customer',
      requestId: randomUUID(),
    };
    await Promise.all(Array.from({ length: 20 }, () => change(b, extend)));
    const extended = await vipOf(b);
    expect(monthsBetween(granted.vipExpiresAt!, extended.vipExpiresAt!)).toBe(2);

    const revoke = {
      action: 'revoke',
      reason: 'Granted by mistake',
      requestId: randomUUID(),
    };
    const revoked = await Promise.all(Array.from({ length: 20 }, () => change(b, revoke)));
    expect(revoked.every((r) => r.body.code === 0)).toBe(true);
    expect((await vipOf(b)).vip).toBe(false);
    expect((await change(b, { ...revoke, requestId: randomUUID() })).body).toMatchObject({ code: -1, msg: 'This member is not VIP at the moment' });
    // A request id already used for another member is not reused.
    const other = await buyer(ctx, 0);
    expect((await change(other, grant)).body.code).toBe(-1);

    const audit = (await recentActions(ctx.db.kysely, 50)).filter((a) => a.action.startsWith('member.vip.') && a.actor === `operator:${owner.account}`);
    expect(audit.map((a) => a.action)).toEqual(['member.vip.revoke', 'member.vip.extend', 'member.vip.grant']);
    expect(audit[2]).toMatchObject({
      detail: '+3 months Apology for a late parcel',
    });
  });

  it('keeps VIP changes to the owner and refuses bad input of every kind without a server error', async () => {
    const b = await buyer(ctx, 0);
    const good = {
      action: 'grant',
      months: 1,
      reason: 'Goodwill',
      requestId: randomUUID(),
    };
    expect((await change(b, good, staff)).body).toMatchObject({
      code: -1,
      msg: 'Only the owner can do this',
    });
    expect((await vipOf(b)).vip).toBe(false);
    await expectRefusals(ctx, `/api/admin/members/${b.id}/vip`, owner.headers, badBodies(good));
    for (const id of ['0', 'abc', '-1', '99999999', '1.5']) {
      const res = await ctx.call('POST', `/api/admin/members/${id}/vip`, {
        json: { ...good, requestId: randomUUID() },
        headers: owner.headers,
      });
      expect([res.status, res.body.code]).toEqual([200, -1]);
    }
    expect((await vipOf(b)).vipChanges).toEqual([]);
  });

  it("lists a member's orders on the member page and finds members by nickname", async () => {
    const b = await buyer(ctx, 100_000);
    const other = await buyer(ctx, 100_000);
    const goods = await goodsWithStock(ctx, 10);
    const placed = await submit(ctx, b, [{ skuId: goods.skuId, quantity: 1 }]);
    await submit(ctx, other, [{ skuId: goods.skuId, quantity: 1 }]);
    const orders = await ctx.call<{
      list: { orderNo: string }[];
      total: number;
    }>('GET', `/api/admin/members/${b.id}/orders`, { headers: staff.headers });
    expect(orders.body).toMatchObject({ code: 0, data: { total: 1 } });
    expect(orders.body.data.list.map((o) => o.orderNo)).toEqual([placed.body.data.orderNo]);
    for (const path of [`/api/admin/members/${b.id}/orders?page=x&pageSize=-5`, '/api/admin/members/abc/orders', '/api/admin/members/99999999/orders']) {
      const res = await ctx.call('GET', path, { headers: staff.headers });
      expect(res.status).toBe(200);
    }

    const nickname = `玫瑰Rose${randomUUID().slice(0, 6)}`;
    expect(
      (
        await ctx.call('POST', '/api/member/updateMemberInfo', {
          json: { nickname },
          headers: b.headers,
        })
      ).body.code,
    ).toBe(200);
    const found = await ctx.call<{ list: { id: number; nickname: string }[] }>('GET', `/api/admin/members?q=${encodeURIComponent(nickname.slice(1).toUpperCase())}`, {
      headers: staff.headers,
    });
    expect(found.body.data.list.map((m) => m.id)).toEqual([b.id]);
    const weird = await ctx.call('GET', `/api/admin/members?q=${encodeURIComponent("%_\\'")}`, { headers: staff.headers });
    expect([weird.status, weird.body.code]).toEqual([200, 0]);
  });
});
