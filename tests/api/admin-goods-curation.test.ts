import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, sharedPageCache } from '../../src/server/web/page-cache.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { goodsWithStock } from './order-fixture.ts';

/**
 * The goods list's bulk shelf, copying a goods into a new draft, and the home shelves the operator curates:
 * which goods, in which order, shown so on the shop's home at once.
 */
let ctx: TestContext;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

interface Form {
  id: number;
  itemNo: string;
  onShelf: boolean;
  flags: string[];
  services: string[];
  version: number;
  texts: Record<string, { name: string; description: string }>;
  skus: { id: number; stock: number; price: number | null }[];
}

const post = <T = unknown>(path: string, json: unknown, lang = 'en') => ctx.call<T>('POST', `/api/admin${path}`, { json, headers: { ...staff.headers, lang } });
const load = async (id: number) => (await ctx.call<Form>('GET', `/api/admin/goods/${id}`, { headers: staff.headers })).body.data;
const homeHot = async () => (await ctx.call<{ hot: { id: number }[]; recommended: { id: number }[] }>('GET', '/api/home/index', { headers: { lang: 'en' } })).body.data;
const audits = (like: string) => ctx.db.kysely.selectFrom('audit_log').select(['action', 'target']).where('action', 'like', like).orderBy('id').execute();

describe(`console goods curation (${TEST_DIALECT})`, () => {
  it('puts the selected goods off and on shelf together, all or none, in one audit entry', async () => {
    const a = await goodsWithStock(ctx, 5);
    const b = await goodsWithStock(ctx, 5);
    const off = await post<{ ids: number[] }>('/goods/shelf', { ids: [a.goodsId, b.goodsId], onShelf: false });
    expect(off.body).toMatchObject({ code: 0, data: { ids: [a.goodsId, b.goodsId] } });
    expect([(await load(a.goodsId)).onShelf, (await load(b.goodsId)).onShelf]).toEqual([false, false]);
    expect(await audits('goods.offShelf')).toContainEqual({ action: 'goods.offShelf', target: `${a.goodsId},${b.goodsId}` });

    // An unknown id among them: nothing changes.
    const refused = await post('/goods/shelf', { ids: [a.goodsId, 99_999_999], onShelf: true });
    expect(refused.body).toMatchObject({ code: -1 });
    expect((await load(a.goodsId)).onShelf).toBe(false);
    for (const ids of [[], 'x', [a.goodsId, 'x']]) expect((await post('/goods/shelf', { ids, onShelf: true })).body.code).toBe(-1);
    await post('/goods/shelf', { ids: [a.goodsId, b.goodsId], onShelf: true });
    expect([(await load(a.goodsId)).onShelf, (await load(b.goodsId)).onShelf]).toEqual([true, true]);
  });

  it('copies a goods into an off-shelf draft with its words, prices and SKUs at no stock, under a free item number', async () => {
    const { goodsId } = await goodsWithStock(ctx, 7, { flags: ['hot'], services: ['discreet', 'returns7'], salePrice: 7900, i18n: { zh: { name: '原件', description: '<p>好</p>', specs: [{ name: '色', values: ['红', '蓝'] }] }, en: { name: 'Original', specs: [{ name: 'Colour', values: ['Red', 'Blue'] }] } }, skus: [{ values: [0], stock: 7 }, { values: [1], stock: 3, price: 9900 }] });
    const original = await load(goodsId);
    const copied = await post<Form>(`/goods/${goodsId}/copy`, {});
    expect(copied.body.code).toBe(0);
    const copy = copied.body.data;
    expect(copy).toMatchObject({ itemNo: `${original.itemNo}-COPY`, onShelf: false, flags: [], services: ['discreet', 'returns7'], texts: original.texts });
    expect(copy.id).not.toBe(goodsId);
    expect(copy.skus.map((s) => [s.stock, s.price])).toEqual([[0, null], [0, 9900]]);
    expect(copy.skus.map((s) => s.id)).not.toContain(original.skus[0]!.id);
    expect((await post<Form>(`/goods/${goodsId}/copy`, {})).body.data.itemNo).toBe(`${original.itemNo}-COPY2`);
    expect(await load(goodsId)).toEqual(original);
    expect(await audits('goods.copy')).toContainEqual({ action: 'goods.copy', target: String(copy.id) });
    expect((await post(`/goods/99999999/copy`, {})).body).toMatchObject({ code: -1 });
  });

  it('arranges a home shelf: the goods given, in that order, on the home page at once; goods left out lose the shelf', async () => {
    const [a, b, c] = [await goodsWithStock(ctx, 5), await goodsWithStock(ctx, 5), await goodsWithStock(ctx, 5)];
    await sharedPageCache().store(PageCache.key('/en/', 'br'), new Response('home', { headers: { 'cache-control': 'public, s-maxage=60' } }));
    const arranged = await post('/home-shelves/hot', { goodsIds: [c.goodsId, a.goodsId] });
    expect(arranged.body).toMatchObject({ code: 0 });
    expect(sharedPageCache().purge((url) => url === '/en/') ).toBe(0);
    expect((await homeHot()).hot.map((g) => g.id).slice(0, 2)).toEqual([c.goodsId, a.goodsId]);
    expect((await load(a.goodsId)).flags).toEqual(['hot']);

    const shelves = await ctx.call<{ shelves: { shelf: string; goods: { id: number; name: string }[] }[] }>('GET', '/api/admin/home-shelves', { headers: { ...staff.headers, lang: 'en' } });
    expect(shelves.body.data.shelves.find((s) => s.shelf === 'hot')?.goods.slice(0, 2)).toEqual([expect.objectContaining({ id: c.goodsId, name: 'Scented Candle' }), expect.objectContaining({ id: a.goodsId })]);

    // A form opened before the shelf changed cannot save the old flags back.
    const form = await load(b.goodsId);
    await post('/home-shelves/hot', { goodsIds: [b.goodsId, a.goodsId] });
    expect((await load(c.goodsId)).flags).toEqual([]);
    expect((await homeHot()).hot.map((g) => g.id)).not.toContain(c.goodsId);
    expect((await homeHot()).hot.map((g) => g.id).slice(0, 2)).toEqual([b.goodsId, a.goodsId]);
    expect((await post(`/goods/${b.goodsId}`, { ...form, categoryId: (await ctx.db.kysely.selectFrom('goods').select('category_id').where('id', '=', b.goodsId).executeTakeFirstOrThrow()).category_id })).body.code).toBe(-1);
    expect(await audits('homeShelf.arrange')).toHaveLength(2);

    // A screen loaded before the shelf changed is refused, and the shelf stays as the other save left it.
    const stale = await post('/home-shelves/hot', { goodsIds: [c.goodsId], was: [c.goodsId, a.goodsId] });
    expect(stale.body).toMatchObject({ code: -1 });
    expect((await homeHot()).hot.map((g) => g.id).slice(0, 2)).toEqual([b.goodsId, a.goodsId]);
    expect((await post('/home-shelves/hot', { goodsIds: [a.goodsId, b.goodsId], was: [b.goodsId, a.goodsId] })).body.code).toBe(0);
    expect((await homeHot()).hot.map((g) => g.id).slice(0, 2)).toEqual([a.goodsId, b.goodsId]);
  });

  it('refuses an unknown shelf, unknown goods, the same goods twice and too many goods', async () => {
    const { goodsId } = await goodsWithStock(ctx, 1);
    expect((await post('/home-shelves/popular', { goodsIds: [goodsId] })).body).toMatchObject({ code: -1 });
    expect((await post('/home-shelves/new', { goodsIds: [99_999_999] })).body).toMatchObject({ code: -1, msg: expect.any(String) });
    expect((await post('/home-shelves/new', { goodsIds: [goodsId, goodsId] })).body).toMatchObject({ code: -1 });
    const many = Array.from({ length: 41 }, (_, i) => i + 1);
    expect((await post('/home-shelves/new', { goodsIds: many }, 'zh')).body).toMatchObject({ code: -1, msg: '一个首页货架最多放 40 件商品' });
  });
});
