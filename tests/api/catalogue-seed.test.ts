import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPays } from '../../src/lib/pricing.ts';
import { runSeeds } from '../../src/server/seed/seed.ts';
import { HOME_BANNERS } from '../../src/server/seed/catalogue/banners.ts';
import { CATEGORY_FILES } from '../../src/server/seed/catalogue/categories/index.ts';
import { demoCatalogue } from '../../src/server/seed/catalogue/demo-catalogue.ts';
import { demoCatalogueTexts } from '../../src/server/seed/catalogue/demo-texts.ts';
import { mediaPath } from '../../src/server/seed/catalogue/render.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { socialImageUrl } from '../../src/lib/images.ts';

let ctx: TestContext;
let mediaDir: string;
let ran: string[];
beforeAll(async () => {
  ctx = await createTestContext();
  mediaDir = join(ctx.config.dataDir, 'media');
  ran = await runSeeds({ db: ctx.db, mediaDir }, [demoCatalogue]);
}, 120_000);
afterAll(() => ctx.close());

const TABLES = ['categories', 'category_names', 'brands', 'brand_names', 'goods', 'goods_i18n', 'skus', 'goods_search'] as const;

async function counts(): Promise<Record<string, number>> {
  const k = ctx.db.kysely;
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = Number((await k.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return out;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

function expectWebp(url: string): Buffer {
  const bytes = readFileSync(mediaPath(mediaDir, url));
  expect(bytes.subarray(0, 4).toString('latin1'), url).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
  return bytes;
}

describe(`demo catalogue seed (${TEST_DIALECT})`, () => {
  const goodsCount = CATEGORY_FILES.reduce((n, f) => n + f.goods.length, 0);
  const categoryCount = CATEGORY_FILES.reduce((n, f) => n + 1 + f.children.length, 0);

  it('creates the category tree, brands and goods with their translations', async () => {
    expect(ran).toEqual(['demo-catalogue']);
    expect(await counts()).toEqual({
      categories: categoryCount,
      category_names: categoryCount * 10,
      brands: 6,
      brand_names: 60,
      goods: goodsCount,
      goods_i18n: goodsCount * 10,
      skus: expect.any(Number),
      goods_search: goodsCount,
    });
    const top = await ctx.db.kysely.selectFrom('categories').select('id').where('parent_id', 'is', null).execute();
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(goodsCount).toBeGreaterThanOrEqual(60);
  });

  it('stores prices with the member price a member pays, and the shelf state and home flags', async () => {
    const rows = await ctx.db.kysely.selectFrom('goods').selectAll().execute();
    for (const g of rows) {
      expect(g.member_pays, g.item_no).toBe(memberPays({ price: g.price, salePrice: g.sale_price, memberPrice: g.member_price }));
      expect(g.market_price, g.item_no).toBeGreaterThan(g.price);
    }
    expect(rows.filter((g) => g.on_shelf === 0).length).toBeGreaterThanOrEqual(2);
    for (const flag of ['hot', 'new', 'recommended']) {
      const n = rows.filter((g) => g.on_shelf === 1 && g.flags.split(',').includes(flag)).length;
      expect(n, flag).toBeGreaterThanOrEqual(8);
      expect(n, flag).toBeLessThanOrEqual(12);
    }
    const skus = await ctx.db.kysely.selectFrom('skus').select(['goods_id', 'stock']).execute();
    expect(new Set(skus.map((s) => s.goods_id)).size).toBe(goodsCount);
    expect(skus.some((s) => s.stock === 0)).toBe(true);
  });

  it('keeps brand stories in all ten languages and makes names searchable with the brand', async () => {
    const stories = await ctx.db.kysely.selectFrom('brand_names').select(['locale', 'story']).where('story', 'is not', null).execute();
    expect(stories).toHaveLength(6 * 10);
    expect(new Set(stories.map((s) => s.locale)).size).toBe(10);
    const row = await ctx.db.kysely
      .selectFrom('goods')
      .innerJoin('goods_search', 'goods_search.goods_id', 'goods.id')
      .select(['goods.item_no', 'goods_search.body'])
      .where('goods.item_no', '=', 'OMMS001')
      .executeTakeFirstOrThrow();
    expect(row.body).toContain('薰衣草舒缓按摩油');
    // Search text is stored lower-cased (catalogue/search.ts).
    expect(row.body).toContain('lavender calm massage oil');
    expect(row.body).toContain('amberleaf');
  });

  it('writes every picture it references: goods in all their sizes, logos, category icons and banners as WebP', async () => {
    const k = ctx.db.kysely;
    for (const g of await k.selectFrom('goods').select(['item_no', 'images']).execute()) {
      const images = JSON.parse(g.images) as string[];
      expect(images.length, g.item_no).toBeGreaterThanOrEqual(3);
      expect(images.length, g.item_no).toBeLessThanOrEqual(5);
      for (const url of images) {
        expect(url).toMatch(/^\/media\/goods\/[0-9a-f]{16}\.800x800\.jpg$/);
        for (const w of [160, 320, 480]) expectWebp(url.replace('.jpg', `.w${w}.webp`));
        expectWebp(url.replace('.jpg', '.webp'));
        expect(readFileSync(mediaPath(mediaDir, socialImageUrl(url))).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      }
    }
    for (const b of await k.selectFrom('brands').select('logo').execute()) expectWebp(b.logo ?? '');
    for (const c of await k.selectFrom('categories').select('icon').where('parent_id', 'is', null).execute()) expectWebp(c.icon ?? '');
    const main = await k.selectFrom('goods').select('images').where('item_no', '=', 'OMMS001').executeTakeFirstOrThrow();
    const mainUrl = (JSON.parse(main.images) as string[])[0]!;
    expect(await sharp(expectWebp(mainUrl.replace('.jpg', '.webp'))).metadata()).toMatchObject({ width: 800, height: 800 });
    expect(await sharp(readFileSync(mediaPath(mediaDir, mainUrl))).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    expect(await sharp(readFileSync(mediaPath(mediaDir, socialImageUrl(mainUrl)))).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    for (const banner of HOME_BANNERS) expect(await sharp(expectWebp(banner.image)).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 360 });
  });

  it('adds nothing when seeding runs again', async () => {
    const before = await counts();
    const files = listFiles(mediaDir).length;
    expect(await runSeeds({ db: ctx.db, mediaDir }, [demoCatalogue])).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(listFiles(mediaDir).length).toBe(files);
  });

  it('stores every demo goods’ description in all ten languages, and brand stories, and fills in only what a shop seeded earlier lacks', async () => {
    const k = ctx.db.kysely;
    const written = await k.selectFrom('goods_i18n').select(['locale', 'description']).execute();
    expect(written.filter((r) => !r.description)).toEqual([]);
    expect(new Set(written.map((r) => r.locale)).size).toBe(10);

    expect((await k.selectFrom('brand_names').select('story').execute()).filter((r) => !r.story)).toEqual([]);

    // A shop seeded before the translations existed has zh and en only; an operator has written one since.
    const [first, second] = await k.selectFrom('goods').select('id').orderBy('id').limit(2).execute();
    await k.updateTable('goods_i18n').set({ description: null }).where('locale', 'not in', ['zh', 'en']).execute();
    await k.updateTable('brand_names').set({ story: null }).where('locale', 'not in', ['zh', 'en']).execute();
    await k.updateTable('goods_i18n').set({ description: '<p>店長推薦</p>' }).where('goods_id', '=', second!.id).where('locale', '=', 'zh-TW').execute();
    expect(await runSeeds({ db: ctx.db, mediaDir }, [demoCatalogueTexts])).toEqual(['demo-catalogue-texts']);

    const after = await k.selectFrom('goods_i18n').select(['goods_id', 'locale', 'description']).execute();
    expect(after.filter((r) => !r.description)).toEqual([]);
    const of = (id: number, locale: string) => after.find((r) => r.goods_id === id && r.locale === locale)?.description;
    expect(of(second!.id, 'zh-TW')).toBe('<p>店長推薦</p>');
    expect(of(first!.id, 'ja')).toMatch(/^<p>.+<\/p><h3>商品の特長<\/h3>/);
    const stories = await k.selectFrom('brand_names').select(['locale', 'story']).execute();
    expect(stories.filter((r) => !r.story)).toEqual([]);
    expect(stories.find((r) => r.locale === 'ru')?.story).toMatch(/\p{Script=Cyrillic}/u);
  });
});
