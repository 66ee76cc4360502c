import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../src/lib/schemas/account.ts';
import { cleanUp } from '../../src/server/jobs/cleanup.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { goodsWithStock } from './order-fixture.ts';

/** A member may turn recently viewed off (it is forgotten and nothing more is kept); entries expire after their days. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', FOOTPRINT_RETENTION_DAYS: '30' });
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

async function member() {
  const m = await register(ctx);
  const headers = { token: m.token, lang: 'en' };
  const { id } = await ctx.db.kysely.selectFrom('members').select('id').where('account', '=', m.account).executeTakeFirstOrThrow();
  return {
    id,
    visit: (goodsId: number) => ctx.call('GET', `/api/goods/details?id=${goodsId}`, { headers }),
    keep: (body: unknown) => ctx.call<MemberInfo>('POST', '/api/member/recentlyViewed', { json: body as object, headers }),
    info: async () => (await ctx.call<MemberInfo>('GET', '/api/member/getMemberInfo', { headers })).body.data,
    kept: async () => (await ctx.db.kysely.selectFrom('footprints').select('goods_id').where('member_id', '=', id).execute()).length,
  };
}

describe(`recently viewed: the member's switch and retention (${TEST_DIALECT})`, () => {
  it('is on for a new member; off forgets every entry and keeps no new one; on keeps them again', async () => {
    const m = await member();
    const { goodsId } = await goodsWithStock(ctx, 2);
    const { goodsId: other } = await goodsWithStock(ctx, 2);
    expect((await m.info()).recentlyViewed).toBe(true);
    await m.visit(goodsId);
    await m.visit(other);
    expect(await m.kept()).toBe(2);

    const off = await m.keep({ enabled: false });
    expect(off.body).toMatchObject({ code: 200, msg: 'Saved successfully', data: { recentlyViewed: false } });
    expect(await m.kept()).toBe(0);
    expect((await m.visit(goodsId)).body.code).toBe(200);
    expect(await m.kept()).toBe(0);
    expect((await m.info()).recentlyViewed).toBe(false);

    expect((await m.keep({ enabled: 'true' })).body.data.recentlyViewed).toBe(true);
    await m.visit(goodsId);
    expect(await m.kept()).toBe(1);
  });

  it('leaves nothing when visits race the switch turning it off', async () => {
    const m = await member();
    const goods = await Promise.all(Array.from({ length: 5 }, () => goodsWithStock(ctx, 2)));
    const visits = Array.from({ length: 40 }, (_, i) => m.visit(goods[i % goods.length]!.goodsId));
    const [switched] = await Promise.all([m.keep({ enabled: false }), ...visits]);
    expect(switched.body.code).toBe(200);
    expect(await m.kept()).toBe(0);
  });

  it('refuses a switch that is not yes or no, and changes nothing', async () => {
    const m = await member();
    for (const body of [{}, { enabled: 1 }, { enabled: 'off' }, { enabled: null }, { enabled: [] }]) {
      const res = await m.keep(body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(body)).not.toBe(200);
    }
    expect((await m.info()).recentlyViewed).toBe(true);
    const guest = await ctx.call('POST', '/api/member/recentlyViewed', { json: { enabled: false } });
    expect(guest.body.code).toBe(403);
  });

  it('the clean-up job deletes entries older than FOOTPRINT_RETENTION_DAYS and keeps newer ones', async () => {
    const m = await member();
    const { goodsId } = await goodsWithStock(ctx, 2);
    const { goodsId: recent } = await goodsWithStock(ctx, 2);
    await m.visit(goodsId);
    await m.visit(recent);
    const now = Date.now();
    await ctx.db.kysely.updateTable('footprints').set({ viewed_at: new Date(now - 31 * DAY).toISOString(), day: '2000-01-01' }).where('member_id', '=', m.id).where('goods_id', '=', goodsId).execute();
    await ctx.db.kysely.updateTable('footprints').set({ viewed_at: new Date(now - 29 * DAY).toISOString() }).where('member_id', '=', m.id).where('goods_id', '=', recent).execute();
    const removed = await cleanUp(ctx.db.kysely, new Date(now), { footprintDays: ctx.config.footprintRetentionDays });
    expect(removed.footprints).toBeGreaterThanOrEqual(1);
    const left = await ctx.db.kysely.selectFrom('footprints').select('goods_id').where('member_id', '=', m.id).execute();
    expect(left.map((r) => r.goods_id)).toEqual([recent]);
  });
});
