/**
 * Ranked search (issue 31, decision 108): in the default order a keyword search lists the goods named exactly what
 * was searched first, then the goods whose names hold every word, then those found through their brand alone,
 * newest first within each rank, whatever plan finds each rank's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsPage } from '../../src/lib/schemas/goods.ts';
import { goodsListQuery } from '../../src/lib/schemas/goods.ts';
import { LIST_COUNT_CAP } from '../../src/lib/limits.ts';
import { insertBrand, insertCategory, insertGoods, type GoodsDraft } from '../../src/server/catalogue/catalogue-write.service.ts';
import { rankedPageIds, searchFacts } from '../../src/server/catalogue/ranked-search.service.ts';
import { searchTerms } from '../../src/server/catalogue/search.ts';
import type { PageQuery } from '../../src/server/catalogue/goods-list.repository.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { goodsDraft } from './catalogue-fixture.ts';

const goods = (n: number, itemNo: string, categoryId: number, brandId: number | null, en: string, zh: string, price = 1000): GoodsDraft =>
  goodsDraft({ itemNo, categoryId, brandId, price, sales: 10 - n, createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(), i18n: { zh: { name: zh, specs: [] }, en: { name: en, specs: [] } }, skus: [{ values: [], stock: 1 }] });

describe(`ranked search (${TEST_DIALECT})`, () => {
  let ctx: TestContext;
  /** Goods ids by the number they were written in (1 the oldest). */
  const id: Record<number, number> = {};

  const list = async (query: string) => {
    const { status, body } = await ctx.call<GoodsPage>('GET', `/api/goods/list?${query}`);
    expect(status).toBe(200);
    return body.data;
  };
  const ids = async (query: string) => (await list(query)).list.map((g) => g.id);
  const named = (...numbers: number[]) => numbers.map((n) => id[n]);

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.db.kysely;
    const category = await insertCategory(db, { parentId: null, sort: 1, names: { zh: '香氛', en: 'Scents' } });
    const rosewood = await insertBrand(db, { sort: 1, names: { zh: '玫瑰木', en: 'Rosewood' } });
    const nordic = await insertBrand(db, { sort: 2, names: { zh: '北境', en: 'Nordic' } });
    const rows: [string, number | null, string, string, number?][] = [
      ['SR-0001', nordic, 'Rose Oil', '玫瑰精油', 3000],
      ['SR-0002', rosewood, 'Massage Oil', '按摩油', 1000],
      ['SR-0003', nordic, 'Rose Oil Deluxe', '玫瑰精油豪华装', 5000],
      ['SR-0004', null, 'Wild Rose Candle', '野玫瑰蜡烛', 2000],
      ['SR-0005', rosewood, 'ROSE  OIL', '玫瑰精油', 4000],
      ['SR-0006', rosewood, 'Lavender Oil sr-0003 refill', '薰衣草油', 6000],
      ['SR-0007', rosewood, 'Rosewood Comb', '玫瑰木梳', 7000],
    ];
    const brandNames = new Map([[rosewood, ['玫瑰木', 'Rosewood']], [nordic, ['北境', 'Nordic']]]);
    for (const [i, [itemNo, brand, en, zh, price]] of rows.entries()) {
      id[i + 1] = await insertGoods(db, goods(i + 1, itemNo, category, brand, en, zh, price), brand === null ? [] : brandNames.get(brand)!);
    }
  });
  afterAll(async () => ctx?.close());

  it('lists exact names first, then names holding every word, then goods found through their brand alone', async () => {
    // Newest first alone would be 6, 5, 3, 2, 1.
    expect(await ids('keyword=rose%20oil')).toEqual(named(5, 1, 3, 6, 2));
    expect(await ids('keyword=ROSE')).toEqual(named(7, 5, 4, 3, 1, 6, 2));
    expect(await ids('keyword=%E7%8E%AB%E7%91%B0%E7%B2%BE%E6%B2%B9')).toEqual(named(5, 1, 3)); // 玫瑰精油
    expect(await ids('keyword=%E7%8E%AB%E7%91%B0')).toEqual(named(7, 5, 4, 3, 1, 6, 2)); // 玫瑰
  });

  it('ranks a goods named exactly what was searched as soon as it is written (what a search remembers follows the catalogue)', async () => {
    expect(await ids('keyword=rose%20oil')).toEqual(named(5, 1, 3, 6, 2));
    const db = ctx.db.kysely;
    const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    id[8] = await insertGoods(db, goods(8, 'SR-0008', category.id, null, 'Rose oil', '玫瑰油'), []);
    expect(await ids('keyword=rose%20oil')).toEqual(named(8, 5, 1, 3, 6, 2));
    await db.updateTable('goods').set({ on_shelf: 0 }).where('id', '=', id[8]!).execute();
    expect(await ids('keyword=rose%20oil')).toEqual(named(5, 1, 3, 6, 2));
  });

  it('puts the goods with the item number searched first', async () => {
    expect(await ids('keyword=sr-0003')).toEqual(named(3, 6));
    expect(await ids('keyword=SR-0006')).toEqual(named(6));
  });

  it('pages through the ranks without losing or repeating a goods, and counts them all', async () => {
    const whole = await ids('keyword=rose');
    for (const size of [1, 2, 3, 4]) {
      const pages: number[] = [];
      for (let page = 1; pages.length < whole.length; page++) {
        const one = await list(`keyword=rose&pageSize=${size}&page=${page}`);
        expect(one.total).toBe(7);
        expect(one.list.length).toBeGreaterThan(0);
        pages.push(...one.list.map((g) => g.id));
      }
      expect(pages, `pages of ${size}`).toEqual(whole);
    }
  });

  it('ranks within the filters, and leaves the other orders as they are', async () => {
    expect(await ids("keyword=rose%20oil&maxPrice=45")).toEqual(named(5, 1, 2));
    expect(await ids('keyword=rose%20oil&sort=price&order=asc')).toEqual(named(2, 1, 5, 3, 6));
    expect(await ids('keyword=rose&sort=latest')).toEqual(named(7, 6, 5, 4, 3, 2, 1));
  });

  it('finds the same ranked page whether its ranks walk the order or collect their matches', async () => {
    for (const keyword of ['rose oil', 'rose', '玫瑰', 'oil']) {
      for (const pageSize of [2, 20]) {
        const q = { ...(goodsListQuery.parse({ keyword, pageSize: String(pageSize) }) as PageQuery), locale: 'en' as const };
        const terms = searchTerms(keyword, 'en');
        const key = JSON.stringify(['ranks', keyword]);
        const deps = ctx.services.catalogue;
        const facts = await searchFacts(deps, q, terms, key);
        // A count past the cap makes the rank of names walk the order (decision 088).
        const walked = await rankedPageIds(deps, q, terms, { ...facts, counted: LIST_COUNT_CAP + 1 }, key);
        const collected = await rankedPageIds(deps, q, terms, facts, key);
        expect(walked, keyword).toEqual(collected);
        expect(walked.length, keyword).toBeGreaterThan(0);
      }
    }
  });
});
