import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, sharedPageCache } from '../../src/server/web/page-cache.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { goodsWithStock } from './order-fixture.ts';

let ctx: TestContext;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

const en = () => ({ ...staff.headers, lang: 'en' });
async function picture(kind: string, width = 900, height = 600) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#af57ff' } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
  const res = await ctx.app.request(`/api/admin/media/${kind}`, { method: 'POST', body: form, headers: staff.headers });
  return ((await res.json()) as { data: { url: string } }).data.url;
}
const post = <T = unknown>(path: string, json: unknown) => ctx.call<T>('POST', `/api/admin${path}`, { json, headers: en() });
const get = <T = unknown>(path: string, lang = 'en') => ctx.call<T>('GET', `/api/admin${path}`, { headers: { ...staff.headers, lang } });
const cachedGoodsPage = () => sharedPageCache().store(PageCache.key('/en/goods/details?id=1', 'br'), new Response('page', { headers: { 'cache-control': 'public, s-maxage=60' } }));
const goodsPageCached = () => sharedPageCache().purge((url) => url === '/en/goods/details?id=1') === 1;

describe(`console categories (${TEST_DIALECT})`, () => {
  it('creates a top category and a child in several languages, renames and reorders them, audited, goods pages purged', async () => {
    const icon = await picture('categories');
    const top = await post<{ id: number }>('/categories', { parentId: null, sort: 5, icon, names: { zh: '香氛', en: 'Fragrance', ar: 'عطور' } });
    expect(top.body).toMatchObject({ code: 0, data: { parentId: null, sort: 5, icon, names: { zh: '香氛', en: 'Fragrance', ar: 'عطور' } } });
    const child = await post<{ id: number; version: number }>('/categories', { parentId: top.body.data.id, names: { zh: '蜡烛', en: 'Candles', ja: '' } });
    expect(child.body).toMatchObject({ code: 0, data: { parentId: top.body.data.id, sort: 0, icon: null, names: { zh: '蜡烛', en: 'Candles' } } });
    const childId = child.body.data.id;

    await cachedGoodsPage();
    const renamed = await post(`/categories/${childId}`, { parentId: top.body.data.id, sort: 2, names: { zh: '香薰蜡烛', ja: 'キャンドル' }, version: child.body.data.version });
    expect(renamed.body).toMatchObject({ code: 0, data: { sort: 2, names: { zh: '香薰蜡烛', ja: 'キャンドル' } } });
    expect(goodsPageCached()).toBe(false);
    const list = await get<{ list: { id: number; name: string }[] }>('/categories', 'ja');
    expect(list.body.data.list).toContainEqual(expect.objectContaining({ id: childId, name: 'Fragrance / キャンドル' }));
    const shop = await ctx.call<{ id: number; name: string; children: { id: number; name: string }[] }[]>('GET', '/api/home/goodsCategoryList', { headers: { lang: 'en' } });
    expect(shop.body.data.find((c) => c.id === top.body.data.id)?.children).toEqual([expect.objectContaining({ id: childId, name: '香薰蜡烛' })]);
    const audit = await ctx.db.kysely.selectFrom('audit_log').select(['actor', 'action']).where('target', '=', String(childId)).where('action', 'like', 'category.%').orderBy('id').execute();
    expect(audit).toEqual([
      { actor: `operator:${staff.account}`, action: 'category.create' },
      { actor: `operator:${staff.account}`, action: 'category.update' },
    ]);

    // Two levels only: under itself, under a child, or a parent moved under another are refused.
    const other = await post<{ id: number }>('/categories', { names: { zh: '其他' } });
    for (const [id, parentId, msg] of [
      [top.body.data.id, top.body.data.id, 'Please choose a valid parent: a top-level category other than this one'],
      [other.body.data.id, childId, 'Please choose a valid parent: a top-level category other than this one'],
      [other.body.data.id, 99999999, 'Please choose a valid parent: a top-level category other than this one'],
      [top.body.data.id, other.body.data.id, 'This category has sub-categories, so it cannot become a sub-category itself'],
    ] as const) {
      const res = await post(`/categories/${id}`, { parentId, names: { zh: '改' } });
      expect([res.body.code, res.body.msg]).toEqual([-1, msg]);
    }
  });

  it.each([
    [{ names: {} }, 'Please enter the Chinese name'],
    [{ names: { zh: 'x'.repeat(31) } }, 'This is too long'],
    [{ names: { zh: 'ok' }, sort: -1 }, 'The order must be a whole number from 0 to 9999'],
    [{ names: { zh: 'ok' }, sort: 'first' }, 'The order must be a whole number from 0 to 9999'],
    [{ names: { zh: 'ok' }, icon: 'https://evil.example/x.webp' }, 'Please upload a picture'],
    [{ names: { zh: 'ok' }, parentId: 'abc' }, 'Please choose a valid parent: a top-level category other than this one'],
    [{ names: 'zh' }, 'Invalid parameter: names'],
    [{ names: { zh: 'a\u0000b' } }, 'The input contains a character that cannot be used (names.zh)'],
  ])('refuses the category %j', async (json, msg) => {
    const res = await post('/categories', json);
    expect([res.status, res.body.code, res.body.msg]).toEqual([200, -1, msg]);
  });
});

describe(`console brands (${TEST_DIALECT})`, () => {
  it('creates a brand with a logo and stories, renames it and finds its goods by the new name', async () => {
    const logo = await picture('brands');
    const created = await post<{ id: number; logo: string; version: number }>('/brands', { logo, sort: 1, names: { zh: '兰亭', en: 'Orchid Hall' }, stories: { en: 'Since 1990', zh: '' } });
    expect(created.body).toMatchObject({ code: 0, data: { logo, names: { zh: '兰亭', en: 'Orchid Hall' }, stories: { en: 'Since 1990' } } });
    const brandId = created.body.data.id;
    const { goodsId } = await goodsWithStock(ctx, 3, { brandId });
    await cachedGoodsPage();
    const changed = await post<{ version: number }>(`/brands/${brandId}`, { logo, sort: 1, names: { zh: '兰亭', en: 'Lanting Works' }, stories: {}, version: created.body.data.version });
    expect(changed.body.code).toBe(0);
    expect(goodsPageCached()).toBe(false);
    const found = await ctx.call<{ list: { id: number }[] }>('GET', '/api/goods/list?keyword=lanting', { headers: { lang: 'en' } });
    expect(found.body.data.list.map((g) => g.id)).toContain(goodsId);
    const gone = await ctx.call<{ list: { id: number }[] }>('GET', '/api/goods/list?keyword=orchid%20hall', { headers: { lang: 'en' } });
    expect(gone.body.data.list.map((g) => g.id)).not.toContain(goodsId);
    const list = await get<{ list: { id: number; name: string }[] }>('/brands');
    expect(list.body.data.list).toContainEqual(expect.objectContaining({ id: brandId, name: 'Lanting Works' }));

    // Saves racing from forms opened at the same version: one replaces the names whole, the others are told
    // to reload instead of writing over it.
    const version = changed.body.data.version;
    const saves = await Promise.all(Array.from({ length: 30 }, (_, i) => post(`/brands/${brandId}`, { logo, sort: i, names: { zh: `兰亭${i}`, en: `Lanting ${i}` }, stories: {}, version })));
    expect(saves.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(saves.filter((r) => r.body.code !== 0).every((r) => r.body.msg === 'This record has changed since you opened it; please reload it and save again')).toBe(true);
    const after = await get<{ sort: number; names: Record<string, string>; version: number }>(`/brands/${brandId}`);
    expect(after.body.data.names).toEqual({ zh: `兰亭${after.body.data.sort}`, en: `Lanting ${after.body.data.sort}` });
    expect(saves[after.body.data.sort]!.body.code).toBe(0);
    expect(after.body.data.version).toBe(version + 1);
  });
});

describe(`console banners (${TEST_DIALECT})`, () => {
  it('adds a banner the home page shows at once (its cached copies dropped), reorders and switches it off', async () => {
    const image = await picture('banners', 2400, 900);
    const cachedHome = () => sharedPageCache().store(PageCache.key('/ar/', 'br'), new Response('page', { headers: { 'cache-control': 'public, s-maxage=60' } }));
    const homeCached = () => sharedPageCache().purge((url) => url === '/ar/') === 1;
    await cachedHome();
    const created = await post<{ id: number; version: number }>('/banners', { image, link: '/goods/list?sort=latest', sort: 0, active: true, titles: { zh: '新品上市', en: 'New arrivals' }, subtitles: { en: 'Fresh this week' } });
    expect(created.body).toMatchObject({ code: 0, data: { image, active: true, titles: { zh: '新品上市', en: 'New arrivals' }, subtitles: { en: 'Fresh this week' } } });
    const id = created.body.data.id;
    expect(homeCached()).toBe(false);
    const home = async () => (await ctx.call<{ banners: { id: number; title: string; subtitle: string | null; width: number }[] }>('GET', '/api/home/index', { headers: { lang: 'en' } })).body.data.banners;
    expect((await home()).find((b) => b.id === id)).toMatchObject({ title: 'New arrivals', subtitle: 'Fresh this week', width: 1200 });
    await cachedHome();
    const off = await post(`/banners/${id}`, { image, link: '/goods/list', sort: 3, active: false, titles: { zh: '新品上市' }, version: created.body.data.version });
    expect(off.body).toMatchObject({ code: 0, data: { active: false, sort: 3, link: '/goods/list' } });
    expect(homeCached()).toBe(false);
    expect((await home()).some((b) => b.id === id)).toBe(false);
    const list = await get<{ list: { id: number; active: boolean; title: string }[] }>('/banners');
    expect(list.body.data.list).toContainEqual(expect.objectContaining({ id, active: false, title: '新品上市' }));
  });

  it.each([
    [{ link: '/goods/list', titles: { zh: 'x' } }, 'Please upload a picture'],
    [{ image: '/media/goods/abc.webp', link: '/goods/list', titles: { zh: 'x' } }, 'Please upload a picture'],
    [{ image: '/media/banners/abc.webp', link: 'https://evil.example', titles: { zh: 'x' } }, 'The link must be a path inside the shop starting with /, such as /goods/list'],
    [{ image: '/media/banners/abc.webp', link: '//evil.example', titles: { zh: 'x' } }, 'The link must be a path inside the shop starting with /, such as /goods/list'],
    [{ image: '/media/banners/abc.webp', link: '/goods/list', titles: { en: 'x' } }, 'Please enter the Chinese name'],
    [{ image: '/media/banners/abc.webp', link: '/goods/list', titles: { zh: 'x' }, subtitles: { en: 'y' } }, 'Please fill in this field'],
  ])('refuses the banner %j', async (json, msg) => {
    const res = await post('/banners', json);
    expect([res.status, res.body.code, res.body.msg]).toEqual([200, -1, msg]);
  });
});

describe(`console catalogue saves from an old form (${TEST_DIALECT})`, () => {
  it.each([
    ['categories', { parentId: null, sort: 1, names: { zh: '旧表单', en: 'Old form' } }, { names: { zh: '改名', en: 'Renamed' } }],
    ['brands', { sort: 1, logo: null, names: { zh: '旧表单', en: 'Old form' }, stories: { en: 'Since 2001' } }, { stories: {} }],
    ['banners', { image: '/media/banners/abc.webp', link: '/goods/list', sort: 1, active: true, titles: { zh: '旧表单', en: 'Old form' }, subtitles: {} }, { active: false }],
  ] as const)('refuses a %s save from a form opened before another save, and keeps that save', async (kind, record, change) => {
    const created = await post<{ id: number; version: number }>(`/${kind}`, record);
    expect(created.body.code).toBe(0);
    const { id, version } = created.body.data;
    const first = await post<{ version: number }>(`/${kind}/${id}`, { ...record, sort: 7, version });
    expect([first.body.code, first.body.data.version]).toEqual([0, version + 1]);
    for (const stale of [version, undefined, 'x', version + 5]) {
      const res = await post(`/${kind}/${id}`, { ...record, ...change, version: stale });
      expect([res.status, res.body.code, res.body.msg], String(stale)).toEqual([200, -1, 'This record has changed since you opened it; please reload it and save again']);
    }
    const now = await get<Record<string, unknown>>(`/${kind}/${id}`);
    expect(now.body.data).toMatchObject({ ...record, sort: 7, version: version + 1 });
    const zh = await ctx.call('POST', `/api/admin/${kind}/${id}`, { json: { ...record, version }, headers: { ...staff.headers, lang: 'zh' } });
    expect(zh.body.msg).toBe('这条记录在你打开后已被修改，请重新打开后再保存');
  });
});

describe(`console catalogue refusals (${TEST_DIALECT})`, () => {
  it('answers unknown ids, bad ids and strangers without a server error', async () => {
    for (const [kind, msg] of [['categories', 'Category not found'], ['brands', 'Brand not found'], ['banners', 'Banner not found']] as const) {
      for (const id of ['abc', '0', '-1', '99999999', '1e3', '99999999999999999999']) {
        const read = await get(`/${kind}/${id}`);
        expect([read.status, read.body.code, read.body.msg]).toEqual([200, -1, msg]);
      }
      const write = await post(`/${kind}/99999999`, { image: '/media/banners/a.webp', link: '/', names: { zh: 'x' }, titles: { zh: 'x' } });
      expect([write.body.code, write.body.msg]).toEqual([-1, msg]);
      const paged = await get<{ pageSize: number }>(`/${kind}?page=x&pageSize=99999`);
      expect([paged.body.code, paged.body.data.pageSize]).toEqual([0, 1000]);
    }
    const member = await register(ctx);
    for (const headers of [{}, { token: member.token }] as Record<string, string>[]) {
      expect((await ctx.call('GET', '/api/admin/banners', { headers })).body.code).toBe(403);
      expect((await ctx.call('POST', '/api/admin/categories', { json: { names: { zh: 'x' } }, headers })).body.code).toBe(403);
    }
  });
});
