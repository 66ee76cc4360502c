import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard, Page } from '../../src/lib/schemas/goods.ts';
import { buildFixture, type Fixture } from './catalogue-fixture.ts';
import { createTestContext, nextMillisecond, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  ctx = await createTestContext();
  fx = await buildFixture(ctx.db.kysely);
});
afterAll(() => ctx.close());

async function list(query: string, lang = 'en') {
  const { body } = await ctx.call<Page<GoodsCard>>('GET', `/api/goods/list?${query}`, { headers: { lang } });
  expect(body.code).toBe(200);
  return body.data;
}
const names = (p: Page<GoodsCard>) => p.list.map((g) => g.name);

describe(`goods list (${TEST_DIALECT})`, () => {
  it('lists on-shelf goods only, newest id first by default', async () => {
    const page = await list('');
    expect(page.total).toBe(4);
    expect(page.list.map((g) => g.id)).toEqual([fx.ids.zhOnly, fx.ids.silk, fx.ids.candle, fx.ids.oil]);
  });

  it('filters by category including its children, and by brand', async () => {
    expect(names(await list(`categoryId=${fx.wellness}`)).sort()).toEqual(['Lavender Massage Oil', 'Scented Candle']);
    expect(names(await list(`categoryId=${fx.oils}`))).toEqual(['Lavender Massage Oil']);
    expect(names(await list(`brandId=${fx.brandA}`)).sort()).toEqual(['Lavender Massage Oil', 'Silk Pajamas']);
  });

  it('sorts by what a member pays, both ways, ties by id', async () => {
    const asc = await list('sort=price');
    expect(asc.list.map((g) => g.memberPays)).toEqual([4900, 8900, 8900, 11900]);
    expect(asc.list.slice(1, 3).map((g) => g.id)).toEqual([fx.ids.candle, fx.ids.silk].sort((a, b) => a! - b!));
    expect((await list('sort=price&order=desc')).list.map((g) => g.memberPays)).toEqual([11900, 8900, 8900, 4900]);
  });

  it('sorts by sales (ties by id) and by latest', async () => {
    expect((await list('sort=sales')).list.map((g) => g.id)).toEqual([fx.ids.silk, fx.ids.candle, fx.ids.oil, fx.ids.zhOnly]);
    expect((await list('sort=latest')).list.map((g) => g.id)).toEqual([fx.ids.zhOnly, fx.ids.silk, fx.ids.oil, fx.ids.candle]);
  });

  it('pages without gaps or repeats in every order', async () => {
    for (const sort of ['default', 'sales', 'price', 'latest']) {
      const all = (await list(`sort=${sort}&pageSize=10`)).list.map((g) => g.id);
      const paged = [];
      for (let page = 1; page <= 4; page += 1) paged.push(...(await list(`sort=${sort}&pageSize=1&page=${page}`)).list.map((g) => g.id));
      expect(paged, sort).toEqual(all);
    }
  });

  it('repairs bad parameters instead of failing', async () => {
    const page = await list('page=0&pageSize=100000&sort=cheapest&categoryId=abc');
    expect(page).toMatchObject({ page: 1, pageSize: 60, total: 4 });
    expect(page.list.map((g) => g.id)).toEqual([fx.ids.zhOnly, fx.ids.silk, fx.ids.candle, fx.ids.oil]);
  });
});

describe(`search (${TEST_DIALECT})`, () => {
  it.each([
    ['睡', ['Silk Pajamas']],
    ['睡衣', ['Silk Pajamas']],
    ['按摩精油', ['Lavender Massage Oil']],
    ['massage', ['Lavender Massage Oil']],
    ['LAVENDER oil', ['Lavender Massage Oil']],
    ['silk 睡衣', ['Silk Pajamas']],
    ['om-can', ['Scented Candle']],
    ['Moonshade', ['Scented Candle']],
    ['眼罩', ['蕾丝眼罩']],
    ['50%', []],
    ['nothing-like-this', []],
  ])('finds %s', async (keyword, expected) => {
    expect(names(await list(`keyword=${encodeURIComponent(keyword)}`)).sort()).toEqual(expected.sort());
  });

  it('never finds goods that are off the shelf', async () => {
    expect((await list('keyword=Retired')).total).toBe(0);
  });
});

describe(`goods detail (${TEST_DIALECT})`, () => {
  it('falls back from the asked locale to English, then Chinese', async () => {
    const ja = await list('', 'ja');
    expect(ja.list.find((g) => g.id === fx.ids.candle)?.name).toBe('アロマキャンドル');
    expect(ja.list.find((g) => g.id === fx.ids.oil)?.name).toBe('Lavender Massage Oil');
    expect(ja.list.find((g) => g.id === fx.ids.zhOnly)?.name).toBe('蕾丝眼罩');
  });

  it('shows prices, savings, specs and stock per SKU', async () => {
    const { body } = await ctx.call<Record<string, unknown>>('GET', `/api/goods/details?id=${fx.ids.oil}`, { headers: { lang: 'en' } });
    expect(body.data).toMatchObject({
      name: 'Lavender Massage Oil', itemNo: 'OM-OIL-01', price: 12900, marketPrice: 19900, memberPrice: 11900,
      memberPays: 11900, guestPays: 12900, savings: 8000, freeShipping: true, stock: 3, collected: false,
      specs: [{ name: 'Capacity', values: ['100 ml', '200 ml'] }], description: '<p>Calming</p>',
      reviewCounts: { all: 0, withPictures: 0, positive: 0 },
      rating: { average: 0, count: 0, positiveRate: 0 },
    });
    expect(body.data.skus).toEqual([
      // No SKU sets its own market, sale or member price or picture: the goods' apply (decision 075).
      { id: expect.any(Number), values: [0], stock: 3, price: null, marketPrice: null, salePrice: null, memberPrice: null, picture: null },
      { id: expect.any(Number), values: [1], stock: 0, price: 21900, marketPrice: null, salePrice: null, memberPrice: null, picture: null },
    ]);
  });

  it('answers not found for off-shelf, unknown and malformed ids', async () => {
    for (const id of [fx.ids.hidden, 999999, 'abc']) {
      const { status, body } = await ctx.call('GET', `/api/goods/details?id=${id}`, { headers: { lang: 'en' } });
      expect(status).toBe(200);
      expect(body.code).toBe(-1);
    }
    expect((await ctx.call('GET', `/api/goods/details?id=${fx.ids.hidden}`, { headers: { lang: 'en' } })).body.msg).toBe('This item does not exist or is no longer on sale');
  });
});

describe(`favourites and footprints (${TEST_DIALECT})`, () => {
  it('collects, shows collected, lists and un-collects', async () => {
    const m = await register(ctx);
    const headers = { token: m.token, lang: 'en' };
    await ctx.call('POST', '/api/collect/addGoodsCollect', { json: { goodsId: fx.ids.silk }, headers });
    await ctx.call('POST', '/api/collect/addGoodsCollect', { json: { goodsId: fx.ids.silk }, headers });
    const detail = await ctx.call<{ collected: boolean }>('GET', `/api/goods/details?id=${fx.ids.silk}`, { headers });
    expect(detail.body.data.collected).toBe(true);
    const collected = await ctx.call<Page<GoodsCard>>('GET', '/api/collect/goodsList', { headers });
    expect(collected.body.data.list.map((g) => g.id)).toEqual([fx.ids.silk]);
    await ctx.call('POST', '/api/collect/cancelGoodsCollect', { json: { goodsIds: [fx.ids.silk] }, headers });
    expect((await ctx.call<{ collected: boolean }>('GET', `/api/goods/details?id=${fx.ids.silk}`, { headers })).body.data.collected).toBe(false);
    const hidden = await ctx.call('POST', '/api/collect/addGoodsCollect', { json: { goodsId: fx.ids.hidden }, headers });
    expect(hidden.body.code).toBe(-1);
    expect((await ctx.call('POST', '/api/collect/addGoodsCollect', { json: { goodsId: fx.ids.silk } })).body.code).toBe(403);
  });

  it('records a footprint when a member views a goods, and deletes it', async () => {
    const m = await register(ctx);
    const headers = { token: m.token, lang: 'en' };
    await ctx.call('GET', `/api/goods/details?id=${fx.ids.oil}`, { headers });
    await nextMillisecond();
    await ctx.call('GET', `/api/goods/details?id=${fx.ids.candle}`, { headers });
    await nextMillisecond();
    await ctx.call('GET', `/api/goods/details?id=${fx.ids.oil}`, { headers });
    const trail = await ctx.call<{ list: { id: number; goods: GoodsCard }[]; total: number }>('GET', '/api/my/shopping/goodsFootprintList', { headers });
    expect(trail.body.data.list.map((f) => f.goods.id)).toEqual([fx.ids.oil, fx.ids.candle]);
    await ctx.call('POST', '/api/my/shopping/deleteFootprint', { json: { ids: [trail.body.data.list[0]!.id] }, headers });
    const after = await ctx.call<{ total: number }>('GET', '/api/my/shopping/goodsFootprintList', { headers });
    expect(after.body.data.total).toBe(1);
  });
});
