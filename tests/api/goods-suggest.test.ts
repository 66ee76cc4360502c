/**
 * Finding goods (issue 34 item 6, decision 100): goods/suggest offers goods, brands and categories for what has
 * been typed; Chinese names are found by pinyin and initials (suggest and list); a Latin word one typo off still
 * finds; the list takes a price range. The same answers on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard, GoodsPage, Suggestion } from '../../src/lib/schemas/goods.ts';
import { insertBrand, insertCategory, insertGoods } from '../../src/server/catalogue/catalogue-write.service.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { CATEGORY_FILES } from '../../src/server/seed/catalogue/categories/index.ts';
import { buildDraft } from '../../src/server/seed/catalogue/drafts.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

let ctx: TestContext;
const itemNo = new Map<number, string>();
let someDraft: ReturnType<typeof buildDraft>;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db.kysely;
  const brandId = await insertBrand(db, { sort: 1, names: { zh: '兰选', 'zh-TW': '蘭選', en: 'Orchid Select', ar: 'أوركيد سيليكت' } });
  const images = ['/media/goods/0a1b2c3d4e5f.webp'];
  for (const [sort, file] of CATEGORY_FILES.entries()) {
    const top = await insertCategory(db, { parentId: null, sort, names: file.names });
    const children = new Map<string, number>();
    for (const [i, child] of file.children.entries()) children.set(child.key, await insertCategory(db, { parentId: top, sort: i, names: child.names }));
    for (const [position, goods] of file.goods.entries()) {
      const draft = buildDraft(goods, file, position, { categoryId: children.get(goods.category) ?? top, brandId, images });
      someDraft ??= draft;
      itemNo.set(await insertGoods(db, draft, ['兰选', '蘭選', 'Orchid Select']), draft.itemNo);
    }
  }
});
afterAll(() => ctx?.close());

async function suggest(keyword: string, lang: string): Promise<Suggestion[]> {
  const { status, body } = await ctx.call<{ list: Suggestion[] }>('GET', `/api/goods/suggest?keyword=${encodeURIComponent(keyword)}`, { headers: { lang } });
  expect([status, body.code], keyword).toEqual([200, 200]);
  expect(body.data.list.length).toBeLessThanOrEqual(10);
  return body.data.list;
}

async function list(query: string, lang: string): Promise<GoodsPage> {
  const { body } = await ctx.call<GoodsPage>('GET', `/api/goods/list?pageSize=60&${query}`, { headers: { lang } });
  expect(body.code).toBe(200);
  return body.data;
}

const texts = (list: Suggestion[], type: Suggestion['type']) => list.filter((s) => s.type === type).map((s) => s.text);
const OILS_ZH = ['薰衣草舒缓按摩油', '玫瑰荷荷巴身体按摩油', '姜暖热感按摩油'];

describe(`finding goods (${TEST_DIALECT})`, () => {
  it('suggests goods by name, in the shopper’s language, best sellers first and each name once', async () => {
    const en = await suggest('massage oil', 'en');
    expect(texts(en, 'goods').length).toBeGreaterThanOrEqual(3);
    for (const s of en.filter((s) => s.type === 'goods')) expect(s.text.toLowerCase()).toContain('massage oil');
    expect(texts(en, 'goods')).toContain('Lavender Calm Massage Oil');
    const ar = await suggest('زيت تدليك', 'ar');
    expect(texts(ar, 'goods')).toContain('زيت تدليك مهدئ باللافندر');
    const zh = await suggest('按摩油', 'zh');
    expect(texts(zh, 'goods')).toEqual(expect.arrayContaining(OILS_ZH));
    expect(new Set(texts(zh, 'goods')).size).toBe(texts(zh, 'goods').length);
    // A goods suggestion opens that goods: its id is the goods'.
    const lavender = en.find((s) => s.text === 'Lavender Calm Massage Oil')!;
    expect(itemNo.get(lavender.id)).toMatch(/^OM/);
  });

  it('suggests brands and categories by their names', async () => {
    expect(await suggest('orchid', 'en')).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'brand', text: 'Orchid Select' })]));
    expect(texts(await suggest('兰选', 'zh'), 'brand')).toEqual(['兰选']);
    expect(texts(await suggest('lubricants', 'en'), 'category')).toEqual(['Personal Lubricants']);
    expect(texts(await suggest('润滑', 'zh'), 'category')).toEqual(['润滑凝露']);
  });

  it('finds Chinese names by pinyin and by initials, in suggestions and in the list', async () => {
    for (const typed of ['anmoyou', 'amy', 'AnMoYou']) expect(texts(await suggest(typed, 'zh'), 'goods'), typed).toEqual(expect.arrayContaining(OILS_ZH));
    // «anmo» (按摩, massage) finds the oils and the massagers: every goods suggested holds 按摩.
    const anmo = texts(await suggest('anmo', 'zh'), 'goods');
    expect(anmo.length).toBe(6);
    for (const name of anmo) expect(name).toContain('按摩');
    expect(texts(await suggest('runhua', 'zh'), 'category')).toEqual(['润滑凝露']);
    expect(texts(await suggest('lx', 'zh'), 'brand')).toEqual(['兰选']);
    const page = await list(`keyword=anmo`, 'zh');
    expect(page.list.map((g: GoodsCard) => g.name)).toEqual(expect.arrayContaining(OILS_ZH));
    expect((await list('keyword=amy', 'zh')).list.map((g) => g.name)).toEqual(expect.arrayContaining(OILS_ZH));
    // Traditional Chinese names too.
    expect(texts(await suggest('anmo', 'zh-TW'), 'goods')).toContain('薰衣草舒緩按摩油');
  });

  it('forgives one typo in a Latin word when the word as typed finds nothing', async () => {
    const page = await list('keyword=lavendre', 'en');
    expect(page.correctedKeyword).toBe('lavender');
    expect(page.list.map((g) => g.name)).toContain('Lavender Calm Massage Oil');
    expect((await list('keyword=massaeg%20oil', 'en')).correctedKeyword).toBe('massage oil');
    expect(texts(await suggest('lavendre', 'en'), 'goods')).toContain('Lavender Calm Massage Oil');
    expect(texts(await suggest('lubricnat', 'en'), 'category')).toEqual(['Personal Lubricants']);
    // A word found as typed is never "corrected"; two typos find nothing.
    expect((await list('keyword=lavender', 'en')).correctedKeyword).toBeUndefined();
    const none = await list('keyword=lvaendre', 'en');
    expect([none.total, none.correctedKeyword]).toEqual([0, undefined]);
    expect(await suggest('qqqqqqqq', 'en')).toEqual([]);
  });

  it('corrects a typo towards goods added after the same search found nothing', async () => {
    const before = await list('keyword=moonstoen', 'en');
    expect([before.total, before.correctedKeyword]).toEqual([0, undefined]);
    await insertGoods(ctx.db.kysely, { ...someDraft, itemNo: 'MOON-1', i18n: { zh: { name: '月光石浴盐', specs: [] }, en: { name: 'Moonstone Bath Salt', specs: [] } } }, ['兰选', '蘭選', 'Orchid Select']);
    const after = await list('keyword=moonstoen', 'en');
    expect(after.correctedKeyword).toBe('moonstone');
    expect(after.list.map((g) => g.name)).toEqual(['Moonstone Bath Salt']);
  });

  it('refuses a missing, empty or too long keyword with a translated message (code -1, as every refusal), never a server error', async () => {
    for (const [query, lang, msg] of [
      ['', 'en', 'Enter a keyword of 1–50 characters'],
      ['?keyword=', 'zh', '请输入 1–50 个字的关键词'],
      ['?keyword=%20%20', 'ar', 'أدخل كلمة بحث من 1 إلى 50 حرفًا'],
      [`?keyword=${'a'.repeat(51)}`, 'en', 'Enter a keyword of 1–50 characters'],
      ['?keyword[]=a', 'en', undefined],
      ['?keyword=%00', 'en', undefined],
    ] as const) {
      const res = await ctx.call('GET', `/api/goods/suggest${query}`, { headers: { lang } });
      expect(res.status, query).toBe(200);
      expect(res.body.code, query).toBe(-1);
      if (msg) expect(res.body.msg).toBe(msg);
      expect(res.body.msg).not.toMatch(/^(validation|error)\./);
    }
    // Query syntax of either index is just text.
    for (const typed of ['"', "a'b", 'x OR y', '%_', 'NEAR(a b)', '*']) await suggest(typed, 'en');
  });

  it('narrows the list to a price range in yuan (the price its card shows, which price order goes by), kept with the keyword and sort', async () => {
    const all = await list('sort=price', 'en');
    const shown = (g: (typeof all.list)[number]) => g.memberPaysFrom ?? g.memberPays;
    const within = all.list.filter((g) => shown(g) >= 5000 && shown(g) <= 10000);
    // Goods whose SKUs cost members different amounts show their lowest: that is the price the range is about.
    expect(all.list.some((g) => g.memberPaysFrom !== null && (shown(g) >= 5000) !== (g.memberPays >= 5000))).toBe(true);
    expect(within.length).toBeGreaterThan(0);
    const ranged = await list('sort=price&minPrice=50&maxPrice=100', 'en');
    expect(ranged.list.map((g) => g.id)).toEqual(within.map((g) => g.id));
    expect(ranged.total).toBe(within.length);
    const low = await list('minPrice=0&maxPrice=60.5', 'en');
    expect(low.list.every((g) => shown(g) <= 6050)).toBe(true);
    const oils = await list('keyword=massage&minPrice=100', 'en');
    expect(oils.list.every((g) => shown(g) >= 10000 && g.name.toLowerCase().includes('massag'))).toBe(true);
    // In every other order too, page after page.
    for (const sort of ['default', 'sales', 'latest']) {
      const pages = [await list(`sort=${sort}&minPrice=50&maxPrice=100&pageSize=5`, 'en'), await list(`sort=${sort}&minPrice=50&maxPrice=100&pageSize=5&page=2`, 'en')];
      expect(pages[0]!.total).toBe(within.length);
      expect(pages.flatMap((p) => p.list).every((g) => shown(g) >= 5000 && shown(g) <= 10000)).toBe(true);
    }
    // Crossed ends or nonsense are not applied: the whole list shows.
    expect((await list('minPrice=100&maxPrice=50', 'en')).total).toBe(all.total);
    expect((await list('minPrice=abc&maxPrice=-5', 'en')).total).toBe(all.total);
  });

  it('writes the pinyin of goods already in the shop when migration 0035 runs, and takes it out going down', async () => {
    const bodies = async () => new Map((await ctx.db.kysely.selectFrom('goods_search').select(['goods_id', 'body', 'chars']).execute()).map((r) => [r.goods_id, r]));
    const written = await bodies();
    const oil = [...itemNo].find(([, no]) => no === 'OMMS001')![0];
    expect(written.get(oil)!.body).toContain(' xunyicaoshuhuananmoyou xycshamy⟩');
    const migration = migrations['0035_pinyin_search']!;
    await migration.down!(ctx.db.kysely);
    expect([...(await bodies()).values()].filter((r) => r.body.includes('⟨'))).toEqual([]);
    expect((await list('keyword=anmoyou', 'zh')).total).toBe(0);
    await migration.up(ctx.db.kysely);
    expect(await bodies()).toEqual(written);
    expect((await list('keyword=anmoyou', 'zh')).total).toBeGreaterThanOrEqual(3);
  });
});
