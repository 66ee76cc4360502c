/**
 * Deep pages and large totals (issue 31, decision 087): a list of more than LIST_COUNT_CAP goods says so
 * ("10,000+") instead of counting them all, pages no deeper than MAX_LIST_PAGES, and a deeper page asked for is
 * answered as the deepest one; below the cap, totals stay exact and a filter's count follows the catalogue.
 */
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP, MAX_LIST_PAGES } from '../../src/lib/limits.ts';
import type { GoodsPage } from '../../src/lib/schemas/goods.ts';
import { insertBrand, insertCategory, type GoodsDraft } from '../../src/server/catalogue/catalogue-write.service.ts';
import { insertGoodsMany } from '../../src/server/seed/catalogue/bulk.ts';
import { catalogueVersion } from '../../src/server/catalogue/goods.repository.ts';
import { countGoods, countGoodsQuery, goodsPageQuery, keywordPlan, SHORT_WALK_MATCHES, walkBoundQuery, type PageQuery } from '../../src/server/catalogue/goods-list.repository.ts';
import { searchFacts } from '../../src/server/catalogue/ranked-search.service.ts';
import { searchTerms } from '../../src/server/catalogue/search.ts';
import { listPriceOrder, pageIdsBy } from '../../src/server/catalogue/keyword-pages.ts';
import type { CatalogueDeps } from '../../src/server/catalogue/goods.service.ts';
import { suggest, SUGGESTED_GOODS } from '../../src/server/catalogue/suggest.service.ts';
import { goodsListQuery, MAX_PAGE_SIZE } from '../../src/lib/schemas/goods.ts';
import { termIds } from '../../src/server/db/search-index.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

const MORE = 50;

const draft = (n: number, categoryId: number, brandId: number | null): GoodsDraft => ({
  itemNo: `DEEP-${n}`,
  categoryId,
  brandId,
  price: 1000 + (n % 500) * 10,
  marketPrice: 9000,
  salePrice: null,
  memberPrice: null,
  sales: n % 97,
  freeShipping: false,
  selfOperated: true,
  onShelf: true,
  services: [],
  images: ['/media/goods/a.webp'],
  flags: [],
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
  i18n: { zh: { name: `深度商品 ${n}`, specs: [] }, en: { name: n % 2 ? `Deep lotion ${n}` : `Deep candle ${n}`, specs: [] } },
  skus: [{ values: [], stock: 1 }],
});

describe(`goods lists past ${LIST_COUNT_CAP} goods (${TEST_DIALECT})`, () => {
  let ctx: TestContext;
  let category: number;
  let brand: number;

  const list = async (query: string) => {
    const { status, body } = await ctx.call<GoodsPage>('GET', `/api/goods/list?${query}`);
    expect(status).toBe(200);
    return body.data;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    category = await insertCategory(ctx.db.kysely, { parentId: null, sort: 1, names: { zh: '深度', en: 'Deep' } });
    brand = await insertBrand(ctx.db.kysely, { sort: 1, names: { zh: '深', en: 'Deep brand' } });
    const total = LIST_COUNT_CAP + MORE;
    for (let from = 0; from < total; from += 1000) {
      const drafts = Array.from({ length: Math.min(1000, total - from) }, (_, i) => draft(from + i, category, (from + i) % 10 === 0 ? brand : null));
      await ctx.db.kysely.transaction().execute((trx) => insertGoodsMany(trx, drafts, (d) => (d.brandId === brand ? ['深', 'Deep brand'] : [])));
    }
  }, 180_000);
  afterAll(async () => ctx?.close());

  it(`says "${LIST_COUNT_CAP}+" of a list with more goods, and pages ${MAX_LIST_PAGES} deep`, async () => {
    const first = await list('page=1&pageSize=20');
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, lastPage: MAX_LIST_PAGES, page: 1 });
    expect(first.list).toHaveLength(20);
    const bySearch = await list('keyword=deep');
    expect(bySearch).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, lastPage: MAX_LIST_PAGES });
  });

  it('answers a page past the deepest as the deepest, in every order', async () => {
    for (const sort of ['default', 'sales', 'price', 'latest']) {
      const deepest = await list(`sort=${sort}&page=${MAX_LIST_PAGES}`);
      const past = await list(`sort=${sort}&page=2000`);
      expect(past.page).toBe(MAX_LIST_PAGES);
      expect(past.list.map((g) => g.id)).toEqual(deepest.list.map((g) => g.id));
      expect(past.list).toHaveLength(20);
    }
  });

  it('keeps totals under the cap exact, and pages them to their real end', async () => {
    const ofBrand = await list(`brandId=${brand}&pageSize=60`);
    expect(ofBrand).toMatchObject({ total: (LIST_COUNT_CAP + MORE) / 10, totalCapped: false, lastPage: Math.ceil((LIST_COUNT_CAP + MORE) / 10 / 60) });
    const lotions = await list('keyword=lotion');
    expect(lotions).toMatchObject({ total: (LIST_COUNT_CAP + MORE) / 2, totalCapped: false, lastPage: MAX_LIST_PAGES });
  });

  it('finds the same page of a search whether it walks the order or collects the matches', async () => {
    const cases: Record<string, unknown>[] = [];
    for (const keyword of ['deep', 'lotion', '深度', 'deep 深度 lotion', '商品 9']) {
      for (const sort of [{ sort: 'default' }, { sort: 'sales' }, { sort: 'price', order: 'asc' }, { sort: 'price', order: 'desc' }, { sort: 'latest' }]) {
        for (const page of [1, 3]) cases.push({ keyword, ...sort, page: String(page) });
      }
    }
    cases.push({ keyword: 'deep', brandId: String(brand), sort: 'price' });
    for (const c of cases) {
      const q = goodsListQuery.parse(c) as PageQuery;
      const walked = await goodsPageQuery(ctx.db.kysely, ctx.db.dialect, q, 'walk').execute();
      const collected = await goodsPageQuery(ctx.db.kysely, ctx.db.dialect, q, 'collect').execute();
      expect(walked.map((r) => r.id), JSON.stringify(c)).toEqual(collected.map((r) => r.id));
      expect(walked.length, JSON.stringify(c)).toBeGreaterThan(0);
    }
    // A common word near the top walks; a rare one, or a deep page, collects.
    for (const dialect of ['sqlite', 'postgres'] as const) {
      for (const sort of ['default', 'sales', 'latest'] as const) {
        expect(keywordPlan(dialect, LIST_COUNT_CAP + 1, { page: 1, pageSize: 20, sort })).toBe('walk');
        expect(keywordPlan(dialect, LIST_COUNT_CAP + 1, { page: 5, pageSize: 20, sort })).toBe('walk');
        expect(keywordPlan(dialect, LIST_COUNT_CAP + 1, { page: 6, pageSize: 20, sort })).toBe('collect');
        expect(keywordPlan(dialect, 1_000, { page: 1, pageSize: 20, sort })).toBe('collect');
      }
      // In price order, a search of more than a thousand matches reads its pages, however deep, from its listed matches.
      for (const counted of [LIST_COUNT_CAP + 1, 1_001]) {
        for (const page of [1, 6, MAX_LIST_PAGES]) expect(keywordPlan(dialect, counted, { page, pageSize: 20, sort: 'price' })).toBe('price order');
      }
      expect(keywordPlan(dialect, 1_000, { page: 1, pageSize: 20, sort: 'price' })).toBe('collect');
    }
    // PostgreSQL's collect re-reads every match: over a thousand matches, it walks a stretch first.
    for (const sort of ['default', 'sales', 'latest'] as const) {
      expect(keywordPlan('postgres', LIST_COUNT_CAP, { page: 1, pageSize: 20, sort })).toBe('short walk');
      expect(keywordPlan('postgres', 1_001, { page: 5, pageSize: 20, sort })).toBe('short walk');
      expect(keywordPlan('sqlite', LIST_COUNT_CAP, { page: 1, pageSize: 20, sort })).toBe('collect');
    }
  });

  it('reads pages in price order from the matches listed once, the same as collected, until a price changes (decision 110)', async () => {
    const deps = { db: ctx.db.kysely, reads: ctx.db.kysely, dialect: ctx.db.dialect } as unknown as CatalogueDeps;
    const collect = async (q: PageQuery) => (await goodsPageQuery(ctx.db.kysely, ctx.db.dialect, q, 'collect').execute()).map((r) => r.id);
    const ask = (order: string, page: number, pageSize = MAX_PAGE_SIZE) => ({ ...goodsListQuery.parse({ keyword: 'deep', sort: 'price', order, page: String(page), pageSize: String(pageSize) }), locale: 'en' }) as PageQuery;
    // 500 prices, 20 goods each: ties go by id in both directions.
    for (const order of ['asc', 'desc']) {
      for (const page of [1, 2, 37, MAX_LIST_PAGES]) {
        const expected = await collect(ask(order, page));
        expect(expected).toHaveLength(MAX_PAGE_SIZE);
        expect(await pageIdsBy(deps, ask(order, page), 'price order', 'deep'), `${order} ${page}`).toEqual(expected);
        expect((await list(`keyword=deep&sort=price&order=${order}&page=${page}&pageSize=${MAX_PAGE_SIZE}`)).list.map((g) => g.id)).toEqual(expected);
      }
      // Past what is listed (no list page reaches there): collected.
      expect(await pageIdsBy(deps, ask(order, 2 * MAX_LIST_PAGES), 'price order', 'deep')).toEqual(await collect(ask(order, 2 * MAX_LIST_PAGES)));
    }
    // The cheapest goods becomes the dearest: the catalogue's version moves (migration 0043), and the pages follow.
    const [cheapest] = (await list('keyword=deep&sort=price&order=asc&pageSize=1')).list;
    const before = await catalogueVersion(ctx.db.kysely);
    await ctx.db.kysely.updateTable('goods').set({ price: 999_900, member_pays: 999_900, price_order: 999_900 }).where('id', '=', cheapest!.id).execute();
    expect(await catalogueVersion(ctx.db.kysely)).toBeGreaterThan(before);
    expect((await list('keyword=deep&sort=price&order=asc&pageSize=1')).list[0]!.id).not.toBe(cheapest!.id);
    expect((await list('keyword=deep&sort=price&order=desc&pageSize=1')).list[0]!.id).toBe(cheapest!.id);
    expect(await pageIdsBy(deps, ask('desc', 1), 'price order', 'deep')).toEqual(await collect(ask('desc', 1)));
  });

  it('lists a word most goods hold in price order by walking the order on PostgreSQL, the same as collected (decision 115)', async () => {
    const deps = { db: ctx.db.kysely, reads: ctx.db.kysely, dialect: ctx.db.dialect } as unknown as CatalogueDeps;
    const ask = (keyword: string, order: string) => ({ ...goodsListQuery.parse({ keyword, sort: 'price', order, page: '1', pageSize: String(MAX_PAGE_SIZE) }), locale: 'en' }) as PageQuery;
    const collected = async (q: PageQuery) => (await goodsPageQuery(ctx.db.kysely, ctx.db.dialect, { ...q, pageSize: MAX_LIST_PAGES * MAX_PAGE_SIZE }, 'collect').execute()).map((r) => r.id);
    const walks = ctx.db.dialect === 'postgres' ? 'walk' : 'collect';
    for (const order of ['asc', 'desc']) {
      // Every goods holds «deep»: a stretch of one goods per listed match holds them all (1), as does the whole
      // list, which ends before a stretch of two does (2).
      for (const passes of [1, 2]) {
        const listed = await listPriceOrder(deps, ask('deep', order), LIST_COUNT_CAP + 1, passes);
        expect(listed.by, `${order} ${passes}`).toBe(walks);
        expect([...listed.ids]).toEqual(await collected(ask('deep', order)));
        expect(listed.ids).toHaveLength(MAX_LIST_PAGES * MAX_PAGE_SIZE);
      }
      // Every other goods holds «lotion», spread over the prices: a stretch of one goods per match holds half the
      // matches it lists, so they are collected instead.
      const lotions = await listPriceOrder(deps, ask('lotion', order), LIST_COUNT_CAP + 1, 1);
      expect(lotions.by).toBe('collect');
      expect([...lotions.ids]).toEqual(await collected(ask('lotion', order)));
      // A word fewer goods hold than a list counts is collected, as before.
      expect((await listPriceOrder(deps, ask('deep', order), LIST_COUNT_CAP, 1)).by).toBe('collect');
    }
  });

  it('ranks a search past the cap (decision 108): exact name first, and a word found only in a brand after the names', async () => {
    const newest = (await list('page=1&pageSize=20')).list.map((g) => g.id);
    // Every goods' names hold "deep", so the brand that holds it too moves none of them: the newest, by a walk.
    expect((await list('keyword=deep&pageSize=20')).list.map((g) => g.id)).toEqual(newest);
    const exact = await ctx.db.kysely.selectFrom('goods').select('id').where('item_no', '=', 'DEEP-10').executeTakeFirstOrThrow();
    const candles = await list('keyword=Deep%20Candle%2010&pageSize=20');
    expect(candles.list[0]!.id).toBe(exact.id);
    // The brand holds "deep" too: its names rank is counted only as far as its plans tell counts apart.
    const deps = { db: ctx.db.kysely, reads: ctx.db.kysely, dialect: ctx.db.dialect } as unknown as CatalogueDeps;
    const q = { ...goodsListQuery.parse({ keyword: 'deep' }), locale: 'en' } as PageQuery;
    const facts = await searchFacts(deps, q, searchTerms('deep', 'en'), 'deep facts');
    expect(facts).toMatchObject({ counted: LIST_COUNT_CAP + 1, brands: [brand], named: ctx.db.dialect === 'postgres' ? SHORT_WALK_MATCHES + 1 : LIST_COUNT_CAP + 1 });
    expect(keywordPlan(ctx.db.dialect, facts.named, q)).toBe(ctx.db.dialect === 'postgres' ? 'short walk' : 'walk');
    expect(candles.list.slice(1).map((g) => g.id)).toEqual([...candles.list.slice(1).map((g) => g.id)].sort((a, b) => b - a));
    // "brand" is in no name: all the brand's goods, found through it alone, newest first, counted exactly.
    const ofBrand = await list(`brandId=${brand}&pageSize=20&page=3`);
    const byWord = await list('keyword=brand&pageSize=20&page=3');
    expect(byWord).toMatchObject({ total: (LIST_COUNT_CAP + MORE) / 10, totalCapped: false });
    expect(byWord.list.map((g) => g.id)).toEqual(ofBrand.list.map((g) => g.id));
  });

  it.runIf(TEST_DIALECT === 'postgres')('finds a character a third of the goods hold through the character index, not by splitting every row (migration 0042)', async () => {
    // "7" is in the item number and names of every goods numbered with a 7: 3,444 of 10,050.
    await sql`analyze goods_search`.execute(ctx.db.kysely);
    const lookup = termIds('postgres', ['7']).compile(ctx.db.kysely);
    expect(lookup.parameters).toEqual([['7']]);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(lookup.sql.replace('$1', "array['7']"))}`.execute(ctx.db.kysely);
    const plan = rows.map((r) => r['QUERY PLAN']).join(' / ');
    expect(plan).toContain('Bitmap Index Scan on goods_search_chars');
    expect(plan).not.toContain('Seq Scan');
  });

  it.runIf(TEST_DIALECT === 'postgres')('counts a word as far as a list shows and reads no further matches (decision 113)', async () => {
    // «deep» is in every goods' name: a count up to 200 reads about 200 of the 10,050 matches, not all of them first.
    const q = { ...goodsListQuery.parse({ keyword: 'deep', sort: 'latest' }), locale: 'en' } as PageQuery;
    const count = countGoodsQuery(ctx.db.kysely, 'postgres', q, 200).compile();
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, format json) ${sql.raw(count.sql.replace(/\$(\d+)/g, (_, n: string) => `'${String(count.parameters[Number(n) - 1])}'`))}`.execute(ctx.db.kysely);
    const nodes: { 'Node Type': string; 'Actual Rows': number; Plans?: unknown[] }[] = [];
    const walk = (node: (typeof nodes)[number]) => {
      nodes.push(node);
      for (const child of node.Plans ?? []) walk(child as (typeof nodes)[number]);
    };
    walk((rows[0]!['QUERY PLAN'] as unknown as { Plan: (typeof nodes)[number] }[])[0]!.Plan);
    const matchesRead = Math.max(...nodes.filter((n) => n['Node Type'] === 'CTE Scan').map((n) => n['Actual Rows']));
    expect(matchesRead).toBeGreaterThanOrEqual(200);
    expect(matchesRead).toBeLessThan(1_000);
    expect(await countGoods(ctx.db.kysely, 'postgres', q, 200)).toBe(200);
  });

  it('suggests the best sellers holding a word without counting its matches, the list’s first goods in sales order (decision 116)', async () => {
    const statements: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(ctx.db.kysely.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const reads = ctx.db.kysely.withPlugin(recorder);
    const deps = { db: reads, reads, dialect: ctx.db.dialect } as unknown as CatalogueDeps;
    // Half the goods, every goods, a word found by the walk down the sales order, one found only by collecting.
    for (const [keyword, matches] of [['lotion', SUGGESTED_GOODS], ['深度商品', SUGGESTED_GOODS], ['deep-10', SUGGESTED_GOODS], ['deep-9999', 1]] as const) {
      statements.length = 0;
      const goods = (await suggest(deps, 'en', keyword)).list.filter((s) => s.type === 'goods');
      expect(statements.filter((s) => /count\(/i.test(s)), keyword).toEqual([]);
      const listed = await list(`keyword=${encodeURIComponent(keyword)}&sort=sales&pageSize=${SUGGESTED_GOODS}`);
      expect(goods.map((g) => g.id), keyword).toEqual(listed.list.map((g) => g.id));
      expect(goods, keyword).toHaveLength(matches);
    }
  });

  it('finds a page by a short walk where it fills, and collects where the matches lie further down the order (decision 109)', async () => {
    // 1,200 goods newest by id but oldest by date: near the top of the default order, past the walk's stretch in "latest".
    const relics = Array.from({ length: 1_200 }, (_, i) => ({ ...draft(LIST_COUNT_CAP + MORE + i, category, null), itemNo: `RELIC-${i}`, createdAt: new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(), i18n: { zh: { name: `古物 ${i}`, specs: [] }, en: { name: `Ancient relic ${i}`, specs: [] } } }));
    await ctx.db.kysely.transaction().execute((trx) => insertGoodsMany(trx, relics, () => []));
    const deps = { db: ctx.db.kysely, reads: ctx.db.kysely, dialect: ctx.db.dialect } as unknown as CatalogueDeps;
    for (const [sort, fills] of [['default', true], ['sales', true], ['latest', false]] as const) {
      for (const page of [1, 3]) {
        const q = { ...goodsListQuery.parse({ keyword: 'relic', sort, page: String(page) }), locale: 'en' } as PageQuery;
        const bound = await walkBoundQuery(ctx.db.kysely, ctx.db.dialect, q, 100 * (page * 20 + 1)).executeTakeFirst();
        const walked = await goodsPageQuery(ctx.db.kysely, ctx.db.dialect, { ...q, walkTo: bound?.bound }, 'walk').execute();
        if (sort !== 'sales') expect(walked.length === 20, `${sort} ${page}`).toBe(fills);
        const collected = (await goodsPageQuery(ctx.db.kysely, ctx.db.dialect, q, 'collect').execute()).map((r) => r.id);
        expect(collected).toHaveLength(20);
        expect(await pageIdsBy(deps, q, 'short walk', 'relic'), `${sort} ${page}`).toEqual(collected);
        expect((await list(`keyword=relic&sort=${sort}&page=${page}`)).list.map((g) => g.id)).toEqual(collected);
      }
    }
  });
});
