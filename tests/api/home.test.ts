import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBanner } from '../../src/server/catalogue/banner.service.ts';
import { runSeeds } from '../../src/server/seed/seed.ts';
import { HOME_BANNERS } from '../../src/server/seed/catalogue/banners.ts';
import { demoBanners } from '../../src/server/seed/catalogue/demo-banners.ts';
import type { CategoryFlyout, HomeIndex } from '../../src/lib/schemas/home.ts';
import { buildFixture, type Fixture } from './catalogue-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

let ctx: TestContext;
let fx: Fixture;
let ran: string[];
const image = '/media/banners/0123456789abcdef.webp';
beforeAll(async () => {
  ctx = await createTestContext();
  fx = await buildFixture(ctx.db.kysely);
  ran = await runSeeds({ db: ctx.db, mediaDir: join(ctx.config.dataDir, 'media') }, [demoBanners]);
  const k = ctx.db.kysely;
  // Sorted after the three demo banners; the hidden one would come first if inactive banners leaked.
  await insertBanner(k, { image, width: 1200, height: 360, link: '/goods/list?brandId=1', sort: 10, title: { zh: '部分翻译', en: 'Partly translated', ja: '一部翻訳' }, subtitle: { zh: '副标题', en: 'Subtitle' } });
  await insertBanner(k, { image, width: 1200, height: 360, link: '/goods/details?id=1', sort: 11, title: { zh: '仅中文' }, subtitle: { zh: '只有中文副标题' } });
  await insertBanner(k, { image, width: 1200, height: 360, link: '/', sort: -1, active: false, title: { zh: '已停用', en: 'Switched off' } });
}, 60_000);
afterAll(() => ctx.close());

async function home(lang: string): Promise<HomeIndex> {
  const { body } = await ctx.call<HomeIndex>('GET', '/api/home/index', { headers: { lang } });
  expect(body.code).toBe(200);
  return body.data;
}

describe(`home banners (${TEST_DIALECT})`, () => {
  it.each(['zh', 'en', 'ar'] as const)('serves the demo carousel in %s, in order, with its pictures and shop links', async (lang) => {
    const { banners } = await home(lang);
    expect(ran).toEqual(['demo-banners']);
    expect(banners.slice(0, 3)).toEqual(
      HOME_BANNERS.map((b) => ({ id: expect.any(Number), image: b.image, width: 1200, height: 360, link: b.link, title: b.title[lang], subtitle: b.subtitle[lang] })),
    );
  });

  it('falls back to English, then Chinese, taking title and subtitle from the same language', async () => {
    const texts = async (lang: string) => (await home(lang)).banners.slice(3).map((b) => [b.title, b.subtitle]);
    expect(await texts('ja')).toEqual([['一部翻訳', null], ['仅中文', '只有中文副标题']]);
    expect(await texts('ko')).toEqual([['Partly translated', 'Subtitle'], ['仅中文', '只有中文副标题']]);
    expect(await texts('zh')).toEqual([['部分翻译', '副标题'], ['仅中文', '只有中文副标题']]);
  });

  it('leaves inactive banners out', async () => {
    const { banners } = await home('en');
    expect(banners).toHaveLength(5);
    expect(banners.map((b) => b.title)).not.toContain('Switched off');
  });

  it('keeps the goods sections and brands beside the banners', async () => {
    const data = await home('en');
    expect(Object.keys(data).sort()).toEqual(['banners', 'brands', 'hot', 'new', 'recommended']);
    expect(data.brands.map((b) => [b.id, b.name])).toEqual([[fx.brandA, 'Violet Orchid'], [fx.brandB, 'Moonshade']]);
  });

  it('refuses a banner link that leaves the shop', async () => {
    for (const link of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'goods/list']) {
      await expect(insertBanner(ctx.db.kysely, { image, width: 1, height: 1, link, sort: 0, title: { zh: 'x' } }), link).rejects.toThrow(/inside the shop/);
    }
  });

  it('adds nothing when seeding runs again', async () => {
    expect(await runSeeds({ db: ctx.db, mediaDir: join(ctx.config.dataDir, 'media') }, [demoBanners])).toEqual([]);
    expect((await home('zh')).banners).toHaveLength(5);
  });
});

describe(`home category flyouts (${TEST_DIALECT})`, () => {
  it('gives every top category its brands and best-selling goods, subcategories included, in the asked language', async () => {
    const { body } = await ctx.call<CategoryFlyout[]>('GET', '/api/home/categoryFlyouts', { headers: { lang: 'en' } });
    expect(body.code).toBe(200);
    const byCategory = new Map(body.data.map((f) => [f.categoryId, f]));
    expect([...byCategory.keys()]).toEqual([fx.wellness, fx.lingerie]);
    const wellness = byCategory.get(fx.wellness)!;
    // The oil sits in the subcategory "Massage oils"; equal sales put the newer goods first.
    expect(wellness.goods.map((g) => g.id)).toEqual([fx.ids.candle, fx.ids.oil]);
    expect(wellness.goods[1]).toMatchObject({ name: 'Lavender Massage Oil', memberPays: 11900 });
    expect(wellness.brands).toEqual([
      { id: fx.brandA, name: 'Violet Orchid', logo: null },
      { id: fx.brandB, name: 'Moonshade', logo: null },
    ]);
    // Off-shelf goods stay out; goods without a brand add no brand.
    const lingerie = byCategory.get(fx.lingerie)!;
    expect(lingerie.goods.map((g) => g.id)).toEqual([fx.ids.silk, fx.ids.zhOnly]);
    expect(lingerie.brands.map((b) => b.id)).toEqual([fx.brandA]);
  });

  it('names brands in Chinese for zh', async () => {
    const { body } = await ctx.call<CategoryFlyout[]>('GET', '/api/home/categoryFlyouts', { headers: { lang: 'zh' } });
    expect(body.data[0]!.brands.map((b) => b.name)).toEqual(['紫兰', '月影']);
  });
});
