import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/lib/schemas/goods.ts';
import type { CollectedGoods, GoodsOptions } from '../../src/lib/schemas/mine.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { goodsWithStock } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000' });
});
afterAll(() => ctx.close());

async function member() {
  const m = await register(ctx);
  const headers = { token: m.token, lang: 'en' };
  return {
    headers,
    collect: (goodsId: unknown) => ctx.call<{ collected: boolean }>('POST', '/api/collect/addGoodsCollect', { json: { goodsId }, headers }),
    cancel: (goodsIds: unknown) => ctx.call<{ collected: boolean }>('POST', '/api/collect/cancelGoodsCollect', { json: { goodsIds }, headers }),
    list: async (query = '') => {
      const res = await ctx.call<Page<CollectedGoods>>('GET', `/api/collect/goodsList?${query}`, { headers });
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data;
    },
  };
}

const ids = (page: Page<CollectedGoods>) => page.list.map((g) => g.id);

describe(`favourites (${TEST_DIALECT})`, () => {
  it('lists newest first with paging, the price a member pays, the stock and the shelf state', async () => {
    const m = await member();
    const goods: number[] = [];
    for (let i = 0; i < 5; i += 1) goods.push((await goodsWithStock(ctx, i, { memberPrice: 7900 })).goodsId);
    for (const id of goods) expect((await m.collect(id)).body.code).toBe(200);
    const all = await m.list();
    expect(all.total).toBe(5);
    expect(ids(all)).toEqual([...goods].reverse());
    expect(all.list[0]).toMatchObject({ memberPays: 7900, stock: 4, onShelf: true, name: 'Scented Candle' });
    expect(all.list.at(-1)).toMatchObject({ stock: 0 });

    const paged = [];
    for (let page = 1; page <= 3; page += 1) {
      const p = await m.list(`page=${page}&pageSize=2`);
      expect(p).toMatchObject({ page, pageSize: 2, total: 5 });
      paged.push(...ids(p));
    }
    expect(paged).toEqual(ids(all));
    expect((await m.list('page=9&pageSize=2')).list).toEqual([]);

    // Taken off the shelf after collecting: still listed, marked, so it can be removed.
    await ctx.db.kysely.updateTable('goods').set({ on_shelf: 0 }).where('id', '=', goods[2]!).execute();
    expect((await m.list()).list.find((g) => g.id === goods[2])).toMatchObject({ onShelf: false });
  });

  it('collects once however often and however fast it is asked', async () => {
    const m = await member();
    const { goodsId } = await goodsWithStock(ctx, 3);
    const answers = await Promise.all(Array.from({ length: 40 }, () => m.collect(goodsId)));
    expect(answers.every((a) => a.status === 200 && a.body.code === 200)).toBe(true);
    expect((await m.list()).total).toBe(1);
    const rows = await ctx.db.kysely.selectFrom('goods_collects').select('goods_id').where('goods_id', '=', goodsId).execute();
    expect(rows).toHaveLength(1);
  });

  it('removes one or a batch, idempotently, and never another member’s', async () => {
    const a = await member();
    const b = await member();
    const goods: number[] = [];
    for (let i = 0; i < 4; i += 1) goods.push((await goodsWithStock(ctx, 2)).goodsId);
    for (const id of goods) {
      await a.collect(id);
      await b.collect(id);
    }
    expect((await a.cancel([goods[0]])).body).toMatchObject({ code: 200, msg: 'Removed from favourites' });
    expect(ids(await a.list())).toEqual([goods[3], goods[2], goods[1]]);
    // A batch in parallel bursts, repeated ids included: the same end state, no errors.
    const burst = await Promise.all(Array.from({ length: 20 }, () => a.cancel([goods[1], goods[2], goods[2]])));
    expect(burst.every((r) => r.body.code === 200)).toBe(true);
    expect(ids(await a.list())).toEqual([goods[3]]);
    // Removing what is not (or no longer) there changes nothing.
    expect((await a.cancel([goods[0]])).body.code).toBe(200);
    expect((await b.list()).total).toBe(4);
  });

  it('refuses goods off the shelf or unknown, bad ids, and guests, with HTTP 200 and a reason', async () => {
    const m = await member();
    const { goodsId } = await goodsWithStock(ctx, 2, { onShelf: false });
    expect((await m.collect(goodsId)).body).toMatchObject({ code: -1, msg: 'This item does not exist or is no longer on sale' });
    expect((await m.collect(99_999_999)).body.code).toBe(-1);
    for (const bad of ['abc', -1, 0, 1.5, null, [], {}, '']) {
      const res = await m.collect(bad);
      expect(res.status, String(bad)).toBe(200);
      expect(res.body.code, String(bad)).toBe(-1);
    }
    for (const bad of [['x'], [0], 'a,b', Array.from({ length: 201 }, (_, i) => i + 1), [{}]]) {
      const res = await m.cancel(bad);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(-1);
    }
    expect((await ctx.call('GET', '/api/collect/goodsList')).body.code).toBe(403);
    expect((await ctx.call('POST', '/api/collect/cancelGoodsCollect', { json: { goodsIds: [1] } })).body.code).toBe(403);
    // A hand-edited page falls back instead of failing.
    expect(await m.list('page=-3&pageSize=abc')).toMatchObject({ page: 1, pageSize: 20 });
  });
});

describe(`goods specifications for the cart (${TEST_DIALECT})`, () => {
  it('answers the specs, SKUs and prices without recording a visit', async () => {
    const m = await member();
    const { goodsId } = await goodsWithStock(ctx, 3, {
      i18n: { zh: { name: '睡衣', specs: [{ name: '尺寸', values: ['小', '大'] }] }, en: { name: 'Pajamas', specs: [{ name: 'Size', values: ['S', 'L'] }] } },
      skus: [{ values: [0], stock: 3 }, { values: [1], stock: 0, price: 9900 }],
    });
    const res = await ctx.call<GoodsOptions>('GET', `/api/goods/specs?id=${goodsId}`, { headers: m.headers });
    expect(res.body.data).toMatchObject({ id: goodsId, name: 'Pajamas', specs: [{ name: 'Size', values: ['S', 'L'] }], stock: 3, memberPays: 8900 });
    expect(res.body.data.skus.map((s) => [s.values, s.stock, s.price])).toEqual([[[0], 3, null], [[1], 0, 9900]]);
    const footprints = await ctx.call<{ total: number }>('GET', '/api/my/shopping/goodsFootprintList', { headers: m.headers });
    expect(footprints.body.data.total).toBe(0);
    const hidden = await goodsWithStock(ctx, 1, { onShelf: false });
    expect((await ctx.call('GET', `/api/goods/specs?id=${hidden.goodsId}`, { headers: m.headers })).body.code).toBe(-1);
    expect((await ctx.call('GET', '/api/goods/specs?id=abc')).body).toMatchObject({ code: -1 });
  });
});
