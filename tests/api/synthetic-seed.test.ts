/**
 * `npm run db:seed -- --synthetic N` (issue 31, decision 112): the goods a worker thread makes are the goods
 * written, each batch's texts, SKUs and search text under its own goods; numbering goes on from the last run;
 * SQLite's connection gets its settings back, also when a batch fails.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/i18n/locales.ts';
import { insertBrand, insertCategory, type GoodsDraft } from '../../src/server/catalogue/catalogue-write.service.ts';
import { insertGoodsMany, type GoodsRows } from '../../src/server/seed/catalogue/bulk.ts';
import { syntheticBatches } from '../../src/server/seed/catalogue/synthetic-batches.ts';
import { loadTemplates, seedSyntheticGoods } from '../../src/server/seed/catalogue/synthetic.db.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

const template = (n: number, categoryId: number, brandId: number | null): GoodsDraft => ({
  itemNo: `OM-T${n}`,
  categoryId,
  brandId,
  price: 5900 + n * 1000,
  marketPrice: 12000,
  salePrice: null,
  memberPrice: null,
  sales: 3,
  freeShipping: false,
  selfOperated: true,
  onShelf: true,
  services: [],
  images: [`/media/goods/t${n}-a.webp`, `/media/goods/t${n}-b.webp`, `/media/goods/t${n}-c.webp`],
  flags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  i18n: Object.fromEntries(
    LOCALES.map((l) => [l, { name: l === 'zh' ? `按摩油${n}` : `Massage oil ${n} ${l}`, specs: [{ name: `size-${l}`, values: ['S', 'M', 'L'] }] }]),
  ),
  skus: [{ values: [0], stock: 5 }],
});

describe(`synthetic goods seed (${TEST_DIALECT})`, () => {
  let ctx: TestContext;

  const writtenGoods = async () => {
    const k = ctx.db.kysely;
    const goods = await k.selectFrom('goods').selectAll().where('item_no', 'like', 'SG%').orderBy('item_no').execute();
    const texts = await k.selectFrom('goods_i18n').selectAll().where('goods_id', 'in', goods.map((g) => g.id)).execute();
    const skus = await k.selectFrom('skus').select(['goods_id', 'spec_values', 'stock', 'price', 'market_price', 'sale_price', 'member_price', 'picture']).where('goods_id', 'in', goods.map((g) => g.id)).orderBy('id').execute();
    const search = await k.selectFrom('goods_search').select(['goods_id', 'body', 'chars']).where('goods_id', 'in', goods.map((g) => g.id)).execute();
    return goods.map((g): GoodsRows => {
      const { id, ...columns } = g;
      return {
        goods: columns as unknown as GoodsRows['goods'],
        texts: texts.filter((t) => t.goods_id === id).map(({ goods_id: _, ...t }) => t).sort((a, b) => LOCALES.indexOf(a.locale as never) - LOCALES.indexOf(b.locale as never)),
        skus: skus.filter((s) => s.goods_id === id).map(({ goods_id: _, ...s }) => s),
        search: (({ goods_id: _, ...s }) => s)(search.find((s) => s.goods_id === id)!),
      };
    });
  };

  const setting = async (name: string) => Object.values((await sql.raw<Record<string, number>>(`pragma ${name}`).execute(ctx.db.kysely)).rows[0]!)[0];

  beforeAll(async () => {
    ctx = await createTestContext();
    const category = await insertCategory(ctx.db.kysely, { parentId: null, sort: 1, names: { zh: '精油', en: 'Oils' } });
    const brand = await insertBrand(ctx.db.kysely, { sort: 1, names: { zh: '紫兰', en: 'Orchid' } });
    await ctx.db.kysely.transaction().execute((trx) => insertGoodsMany(trx, [template(1, category, brand), template(2, category, null)], (d) => (d.brandId ? ['紫兰', 'Orchid'] : [])));
  });
  afterAll(async () => ctx?.close());

  it('writes in batches exactly the goods its plan makes, each row under its own goods', async () => {
    const set = await loadTemplates(ctx.db);
    expect(set.templates).toHaveLength(2);
    const progress: number[] = [];
    const range = await seedSyntheticGoods(ctx.db, { count: 450, seed: 7, batch: 200, onBatch: (done) => progress.push(done) });
    expect(range).toEqual({ first: 'SG0000001', last: 'SG0000450' });
    expect(progress).toEqual([200, 400, 450]);

    const expected = [...syntheticBatches({ set, seed: 7, start: 1, count: 450, batch: 200 })].flat();
    const written = await writtenGoods();
    expect(written).toHaveLength(450);
    for (const [i, rows] of expected.entries()) {
      const texts = [...rows.texts].sort((a, b) => LOCALES.indexOf(a.locale as never) - LOCALES.indexOf(b.locale as never));
      // The goods table has columns of its own beyond those a goods is written with (reviews, version).
      const goods = Object.fromEntries(Object.keys(rows.goods).map((key) => [key, written[i]!.goods[key as keyof GoodsRows['goods']]]));
      expect({ ...written[i], goods }).toEqual({ ...rows, texts });
    }
    // Goods of the branded template carry the brand's names in their search text.
    expect(written.some((g) => g.search.body.includes('orchid'))).toBe(true);
    expect(written.some((g) => !g.search.body.includes('orchid'))).toBe(true);
  }, 60_000);

  it('numbers a second run on from the last goods, with goods of its own', async () => {
    const range = await seedSyntheticGoods(ctx.db, { count: 10, seed: 7, batch: 4000 });
    expect(range).toEqual({ first: 'SG0000451', last: 'SG0000460' });
    const written = await writtenGoods();
    expect(written).toHaveLength(460);
    expect(written.slice(450).map((g) => g.goods.item_no)).toEqual(Array.from({ length: 10 }, (_, i) => `SG${String(451 + i).padStart(7, '0')}`));
  }, 60_000);

  it.runIf(TEST_DIALECT === 'sqlite')('gives the connection its settings back, also when a batch fails', async () => {
    const before = { synchronous: await setting('synchronous'), cache: await setting('cache_size') };
    expect(before.synchronous).toBe(1);
    await seedSyntheticGoods(ctx.db, { count: 5, seed: 8, batch: 5 });
    expect({ synchronous: await setting('synchronous'), cache: await setting('cache_size') }).toEqual(before);

    const failing = seedSyntheticGoods(ctx.db, {
      count: 30,
      seed: 9,
      batch: 10,
      onBatch: (done) => {
        if (done === 20) throw new Error('stopped on purpose');
      },
    });
    await expect(failing).rejects.toThrow('stopped on purpose');
    expect({ synchronous: await setting('synchronous'), cache: await setting('cache_size') }).toEqual(before);
    // The batches written before the failure stay; none after it.
    expect(await writtenGoods()).toHaveLength(460 + 5 + 20);
  }, 60_000);
});
