import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/lib/schemas/goods.ts';
import { FOOTPRINTS_KEPT, type FootprintItem } from '../../src/lib/schemas/mine.ts';
import { recordFootprint } from '../../src/server/catalogue/footprint.service.ts';
import { createTestContext, nextMillisecond, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { goodsWithStock } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000' });
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

async function member() {
  const m = await register(ctx);
  const headers = { token: m.token, lang: 'en' };
  const { id } = await ctx.db.kysely.selectFrom('members').select('id').where('account', '=', m.account).executeTakeFirstOrThrow();
  return {
    id,
    headers,
    visit: (goodsId: number, tz?: string) => ctx.call('GET', `/api/goods/details?id=${goodsId}${tz ? `&tz=${encodeURIComponent(tz)}` : ''}`, { headers }),
    list: async (query = '') => {
      const res = await ctx.call<Page<FootprintItem>>('GET', `/api/my/shopping/goodsFootprintList?${query}`, { headers });
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data;
    },
    remove: (body: object) => ctx.call('POST', '/api/my/shopping/deleteFootprint', { json: body, headers }),
  };
}

const rowsOf = (memberId: number) => ctx.db.kysely.selectFrom('footprints').select(['goods_id', 'day']).where('member_id', '=', memberId).execute();

describe(`recently viewed (${TEST_DIALECT})`, () => {
  it('records a member’s visit once per goods per day, even when visits race; guests leave none', async () => {
    const m = await member();
    const { goodsId } = await goodsWithStock(ctx, 2);
    const visits = await Promise.all(Array.from({ length: 30 }, () => m.visit(goodsId)));
    expect(visits.every((v) => v.body.code === 200)).toBe(true);
    expect(await rowsOf(m.id)).toHaveLength(1);
    await ctx.call('GET', `/api/goods/details?id=${goodsId}`);
    expect(await ctx.db.kysely.selectFrom('footprints').select('id').where('goods_id', '=', goodsId).execute()).toHaveLength(1);

    // Another day is another footprint of the same goods; a later visit that day moves it up.
    const other = (await goodsWithStock(ctx, 2)).goodsId;
    await recordFootprint(ctx.db.kysely, m.id, goodsId, 'UTC', new Date(Date.now() - DAY));
    await m.visit(other);
    await nextMillisecond();
    await m.visit(goodsId);
    const list = await m.list();
    expect(list.list.map((f) => f.goods.id)).toEqual([goodsId, other, goodsId]);
    expect(new Set(list.list.map((f) => f.day)).size).toBe(2);
    expect(list.list[0]).toMatchObject({ onShelf: true, stock: 2, collected: false, goods: { name: 'Scented Candle' } });
  });

  it('counts the day in the browser’s time zone', async () => {
    const m = await member();
    const { goodsId } = await goodsWithStock(ctx, 2);
    // 23:30 and 00:30 UTC are two UTC days but one morning in Shanghai (UTC+8).
    await recordFootprint(ctx.db.kysely, m.id, goodsId, 'Asia/Shanghai', new Date('2026-03-01T23:30:00Z'));
    await recordFootprint(ctx.db.kysely, m.id, goodsId, 'Asia/Shanghai', new Date('2026-03-02T00:30:00Z'));
    expect(await rowsOf(m.id)).toEqual([{ goods_id: goodsId, day: '2026-03-02' }]);
    await recordFootprint(ctx.db.kysely, m.id, goodsId, 'UTC', new Date('2026-03-01T23:30:00Z'));
    expect((await rowsOf(m.id)).map((r) => r.day).sort()).toEqual(['2026-03-01', '2026-03-02']);
    // Through the API: a known zone is used, an unknown one falls back to UTC without failing the page.
    const n = await member();
    expect((await n.visit(goodsId, 'Pacific/Kiritimati')).body.code).toBe(200);
    expect((await n.visit(goodsId, 'Mars/Olympus_Mons')).body.code).toBe(200);
    expect((await n.visit(goodsId, 'x'.repeat(500))).body.code).toBe(200);
    const days = (await rowsOf(n.id)).map((r) => r.day);
    const kiritimati = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    const utc = new Date().toISOString().slice(0, 10);
    expect(days.sort()).toEqual([...new Set([kiritimati, utc])].sort());
  });

  it(`keeps the latest ${FOOTPRINTS_KEPT}, also under parallel visits`, async () => {
    const m = await member();
    const { goodsId } = await goodsWithStock(ctx, 2);
    const start = Date.parse('2025-01-01T12:00:00Z');
    for (let i = 0; i < FOOTPRINTS_KEPT - 10; i += 1) await recordFootprint(ctx.db.kysely, m.id, goodsId, 'UTC', new Date(start + i * DAY));
    // 40 more days at once: 30 past the cap.
    await Promise.all(Array.from({ length: 40 }, (_, i) => recordFootprint(ctx.db.kysely, m.id, goodsId, 'UTC', new Date(start + (FOOTPRINTS_KEPT - 10 + i) * DAY))));
    const rows = await rowsOf(m.id);
    expect(rows).toHaveLength(FOOTPRINTS_KEPT);
    const days = rows.map((r) => r.day).sort();
    expect(days[0]).toBe(new Date(start + 30 * DAY).toISOString().slice(0, 10));
    expect((await m.list()).total).toBe(FOOTPRINTS_KEPT);
    // A new visit through the API keeps the cap and the newest visit first.
    const fresh = (await goodsWithStock(ctx, 1)).goodsId;
    await Promise.all([m.visit(fresh), m.visit(fresh), m.visit(goodsId)]);
    expect(await rowsOf(m.id)).toHaveLength(FOOTPRINTS_KEPT);
  });

  it('pages newest first and marks favourites and goods off the shelf', async () => {
    const m = await member();
    const goods: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { goodsId } = await goodsWithStock(ctx, i);
      goods.push(goodsId);
      await recordFootprint(ctx.db.kysely, m.id, goodsId, 'UTC', new Date(Date.now() - (5 - i) * 60_000));
    }
    await ctx.call('POST', '/api/collect/addGoodsCollect', { json: { goodsId: goods[4] }, headers: m.headers });
    await ctx.db.kysely.updateTable('goods').set({ on_shelf: 0 }).where('id', '=', goods[3]!).execute();
    const paged = [];
    for (let page = 1; page <= 3; page += 1) paged.push(...(await m.list(`page=${page}&pageSize=2`)).list);
    expect(paged.map((f) => f.goods.id)).toEqual([...goods].reverse());
    expect(paged[0]).toMatchObject({ collected: true, stock: 4, onShelf: true });
    expect(paged[1]).toMatchObject({ collected: false, onShelf: false });
  });

  it('deletes one, several or all, and refuses another member’s ids without deleting anything', async () => {
    const a = await member();
    const b = await member();
    for (let i = 0; i < 4; i += 1) {
      const { goodsId } = await goodsWithStock(ctx, 1);
      await a.visit(goodsId);
      await b.visit(goodsId);
    }
    const mine = (await a.list()).list.map((f) => f.id);
    const theirs = (await b.list()).list.map((f) => f.id);
    expect((await a.remove({ ids: [theirs[0]] })).body).toMatchObject({ code: -1, msg: 'This browsing record no longer exists' });
    expect((await a.remove({ ids: [mine[0], theirs[1]] })).body.code).toBe(-1);
    expect((await a.list()).total).toBe(4);
    expect((await b.list()).total).toBe(4);

    expect((await a.remove({ ids: [mine[0]] })).body).toMatchObject({ code: 200, msg: 'Removed from recently viewed' });
    expect((await a.remove({ ids: [mine[1], mine[2]] })).body.code).toBe(200);
    expect((await a.list()).list.map((f) => f.id)).toEqual([mine[3]]);
    expect((await a.remove({ ids: [] })).body.code).toBe(200);
    expect((await a.list()).total).toBe(1);
    // Parallel clear-alls end the same way.
    const cleared = await Promise.all(Array.from({ length: 20 }, () => a.remove({})));
    expect(cleared.every((r) => r.body.code === 200)).toBe(true);
    expect((await a.list()).total).toBe(0);
    expect((await b.list()).total).toBe(4);
  });

  it('refuses bad input and guests with a reason, never a server error', async () => {
    const m = await member();
    for (const ids of ['abc', [-1], [1.5], [{}], Array.from({ length: 201 }, (_, i) => i + 1), 7]) {
      const res = await m.remove({ ids });
      expect(res.status, JSON.stringify(ids).slice(0, 20)).toBe(200);
      expect(res.body.code).toBe(-1);
    }
    const form = await ctx.call('POST', '/api/my/shopping/deleteFootprint', { form: 'ids[]=x', headers: m.headers });
    expect(form.body.code).toBe(-1);
    expect((await ctx.call('POST', '/api/my/shopping/deleteFootprint', { body: '{', headers: { ...m.headers, 'content-type': 'application/json' } })).status).toBe(400);
    expect((await ctx.call('GET', '/api/my/shopping/goodsFootprintList')).body.code).toBe(403);
    expect((await ctx.call('POST', '/api/my/shopping/deleteFootprint', { json: {} })).body.code).toBe(403);
  });
});
