import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertCategory, insertGoods } from '../../src/server/catalogue/catalogue-write.service.ts';
import { CATEGORY_FILES } from '../../src/server/seed/catalogue/categories/index.ts';
import { buildDraft } from '../../src/server/seed/catalogue/drafts.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, submit } from './order-fixture.ts';

/**
 * Console saves of goods change exactly what the operator changed (decision 061): an untouched form writes
 * nothing new, flags and services are the form's to change, a form opened before another change is refused,
 * and a SKU's stock is never written back over orders taken while the form was open.
 */
let ctx: TestContext;
let staff: Operator;
let categoryId: number;
let brandId: number;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
  categoryId = await insertCategory(ctx.db.kysely, { parentId: null, sort: 1, names: { zh: '香薰', en: 'Aroma' } });
  brandId = await insertBrand(ctx.db.kysely, { sort: 1, names: { zh: '紫兰', en: 'Violet Orchid' } });
});
afterAll(() => ctx.close());

interface Form {
  id: number;
  version: number;
  price: number;
  flags: string[];
  services: string[];
  selfOperated: boolean;
  texts: Record<string, { name: string; description: string }>;
  skus: { id: number; values: string[]; stock: number; stockWas: number; price: number | null }[];
  [field: string]: unknown;
}

const en = () => ({ ...staff.headers, lang: 'en' });
const load = async (id: number) => {
  const res = await ctx.call<Form>('GET', `/api/admin/goods/${id}`, { headers: staff.headers });
  expect(res.body.code).toBe(0);
  return res.body.data;
};
const save = (form: { id: number; [field: string]: unknown }) => ctx.call<Form>('POST', `/api/admin/goods/${form.id}`, { json: form, headers: en() });

/** The search text's parts (brand names come in no particular order). */
const parts = (body: string) => body.split(' | ').sort();

/** Everything stored about a goods but the time and version of its last save. */
async function stored(id: number) {
  const db = ctx.db.kysely;
  const search = await db.selectFrom('goods_search').selectAll().where('goods_id', '=', id).execute();
  const { updated_at: _at, version: _version, ...goods } = await db.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    goods,
    texts: await db.selectFrom('goods_i18n').selectAll().where('goods_id', '=', id).orderBy('locale').execute(),
    skus: await db.selectFrom('skus').selectAll().where('goods_id', '=', id).orderBy('id').execute(),
    search: search.map((r) => ({ ...r, body: parts(r.body), chars: r.chars.split(' ').sort() })),
  };
}

const stockOf = async (skuId: number) => (await ctx.db.kysely.selectFrom('skus').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock;

let made = 0;
/** A goods on shelf made in the console, one SKU of `stock` units. */
async function consoleGoods(stock: number, over: object = {}) {
  made += 1;
  const created = await ctx.call<Form>('POST', '/api/admin/goods', {
    json: {
      itemNo: `SAVE-${made}`,
      categoryId,
      brandId: null,
      price: 12900,
      marketPrice: 15900,
      freeShipping: false,
      onShelf: true,
      images: ['/media/goods/abc.webp'],
      texts: { zh: { name: `玫瑰精油 ${made}` }, en: { name: `Rose Oil ${made}` } },
      specs: [],
      skus: [{ values: [], stock, price: null }],
      ...over,
    },
    headers: en(),
  });
  expect(created.body.code).toBe(0);
  return created.body.data;
}

describe(`console goods saves (${TEST_DIALECT})`, () => {
  it('lets the operator change the home shelves, service promises and self-operated mark, which the shop then shows', async () => {
    const created = await consoleGoods(5);
    // A new goods is on no shelf, promises discreet packaging and genuine goods, and is self-operated.
    expect([created.flags, created.services, created.selfOperated]).toEqual([[], ['discreet', 'genuine'], true]);
    const form = await load(created.id);
    // Chosen in any order, stored in the order the goods page shows them.
    const saved = await save({ ...form, flags: ['recommended', 'new'], services: ['fastShip', 'returns7', 'discreet'], selfOperated: false });
    expect(saved.body).toMatchObject({ code: 0, data: { flags: ['new', 'recommended'], services: ['discreet', 'returns7', 'fastShip'], selfOperated: false } });
    const row = await ctx.db.kysely.selectFrom('goods').select(['flags', 'services', 'self_operated']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ flags: 'new,recommended', services: 'discreet,returns7,fastShip', self_operated: 0 });
    const detail = await ctx.call<{ services: string[]; selfOperated: boolean }>('GET', `/api/goods/details?id=${created.id}`, { headers: { lang: 'en' } });
    expect(detail.body.data).toMatchObject({ services: ['discreet', 'returns7', 'fastShip'], selfOperated: false });
    const home = await ctx.call<{ hot: { id: number }[]; new: { id: number }[]; recommended: { id: number }[] }>('GET', '/api/home/index', { headers: { lang: 'en' } });
    expect([home.body.data.hot, home.body.data.new, home.body.data.recommended].map((shelf) => shelf.some((g) => g.id === created.id))).toEqual([false, true, true]);

    // Emptied, they stay empty; codes the form does not know are refused.
    const cleared = await save({ ...saved.body.data, flags: [], services: [] });
    expect(cleared.body).toMatchObject({ code: 0, data: { flags: [], services: [] } });
    for (const bad of [{ flags: ['hot', 'banner'] }, { services: ['free-money'] }, { flags: 'hot' }, { selfOperated: 'yes' }]) {
      const res = await save({ ...cleared.body.data, ...bad });
      expect([res.body.code, res.body.msg.startsWith('Invalid parameter')]).toEqual([-1, true]);
    }
  });

  it('keeps flags, services and the self-operated mark when a save leaves them out', async () => {
    const { id } = await consoleGoods(4, { flags: ['hot'], services: ['genuine', 'returns7'], selfOperated: false });
    await ctx.db.kysely.updateTable('goods').set({ services: 'genuine,returns7,giftWrap' }).where('id', '=', id).execute();
    const { flags: _flags, services: _services, selfOperated: _self, ...form } = await load(id);
    const saved = await save({ ...form, price: 13900 });
    expect(saved.body).toMatchObject({ code: 0, data: { price: 13900, flags: ['hot'], services: ['genuine', 'returns7'], selfOperated: false } });
    // A code this console does not offer is kept too, also when the form changes the others.
    expect((await ctx.db.kysely.selectFrom('goods').select('services').where('id', '=', id).executeTakeFirstOrThrow()).services).toBe('genuine,returns7,giftWrap');
    const changed = await save({ ...saved.body.data, services: ['discreet'] });
    expect(changed.body.code).toBe(0);
    expect((await ctx.db.kysely.selectFrom('goods').select('services').where('id', '=', id).executeTakeFirstOrThrow()).services).toBe('discreet,giftWrap');
  });

  it('keeps a specification word the operator left empty empty, so the shop shows the English one and follows its changes', async () => {
    const { id } = await consoleGoods(6, {
      texts: { zh: { name: '香薰蜡烛' }, en: { name: 'Scented candle' }, ja: { name: 'アロマキャンドル' } },
      specs: [{ names: { zh: '香味', en: 'Scent' }, values: [{ key: 'a', labels: { zh: '玫瑰', en: 'Rose', ja: 'バラ' } }, { key: 'b', labels: { zh: '薰衣草', en: 'Lavender' } }] }],
      skus: [{ values: ['a'], stock: 3, price: null }, { values: ['b'], stock: 3, price: null }],
    });
    type Detail = { specs: { name: string; values: string[] }[] };
    const specsIn = async (lang: string) => (await ctx.call<Detail>('GET', `/api/goods/details?id=${id}`, { headers: { lang } })).body.data.specs;
    expect(await specsIn('ja')).toEqual([{ name: 'Scent', values: ['バラ', 'Lavender'] }]);
    const ja = await ctx.db.kysely.selectFrom('goods_i18n').select('specs').where('goods_id', '=', id).where('locale', '=', 'ja').executeTakeFirstOrThrow();
    expect(JSON.parse(ja.specs)).toEqual([{ name: '', values: ['バラ', ''] }]);

    // The form shows the empty words empty; a later English change reaches Japanese.
    const form = await load(id);
    const specs = form.specs as { names: Record<string, string>; values: { key: string; labels: Record<string, string> }[] }[];
    expect([specs[0]!.names.ja, specs[0]!.values[1]!.labels.ja]).toEqual(['', '']);
    specs[0]!.names.en = 'Fragrance';
    specs[0]!.values[1]!.labels.en = 'French lavender';
    expect((await save({ ...form, specs })).body.code).toBe(0);
    expect(await specsIn('ja')).toEqual([{ name: 'Fragrance', values: ['バラ', 'French lavender'] }]);
    expect(await specsIn('ko')).toEqual([{ name: 'Fragrance', values: ['Rose', 'French lavender'] }]);
  });

  it('refuses a save from a form opened before another change, and keeps that change', async () => {
    const { id } = await consoleGoods(8, { flags: ['hot'] });
    const first = await load(id);
    const second = await load(id);
    expect((await save({ ...second, price: 9900, marketPrice: 15900 })).body.code).toBe(0);
    const stale = await save({ ...first, texts: { ...first.texts, en: { name: 'Renamed', description: '' } } });
    expect([stale.status, stale.body.code, stale.body.msg]).toEqual([200, -1, 'This goods has changed in the meantime; please reload it and save again']);
    const now = await load(id);
    expect([now.price, now.texts.en?.name, now.flags]).toEqual([9900, first.texts.en?.name, ['hot']]);

    // Taking the goods off shelf moves it on too: the open form would put it back on shelf.
    expect((await ctx.call('POST', `/api/admin/goods/${id}/shelf`, { json: { onShelf: false }, headers: staff.headers })).body.code).toBe(0);
    expect((await save(now)).body.msg).toBe('This goods has changed in the meantime; please reload it and save again');
    expect((await load(id)).onShelf).toBe(false);

    // A save without a version, or with one that is not a version, is told to reload as well.
    const fresh = await load(id);
    for (const version of [undefined, 'abc', 0, fresh.version + 1]) {
      const res = await save({ ...fresh, version });
      expect([res.body.code, res.body.msg], String(version)).toEqual([-1, 'This goods has changed in the meantime; please reload it and save again']);
    }
    const inChinese = await ctx.call('POST', `/api/admin/goods/${id}`, { json: { ...fresh, version: 1 }, headers: { ...staff.headers, lang: 'zh' } });
    expect(inChinese.body.msg).toBe('这件商品刚刚被修改过，请重新打开后再保存');
    expect((await save(fresh)).body.code).toBe(0);
  });

  it('keeps the stock orders took while the form was open: stock 10, an order of 4, the untouched form saved → 6', async () => {
    const created = await consoleGoods(10);
    const skuId = created.skus[0]!.id;
    const form = await load(created.id);
    expect(form.skus[0]).toMatchObject({ stock: 10, stockWas: 10 });
    const b = await buyer(ctx);
    const order = await submit(ctx, b, [{ skuId, quantity: 4 }]);
    expect(order.body.code).toBe(200);
    expect(await stockOf(skuId)).toBe(6);

    const saved = await save(form);
    expect(saved.body.code).toBe(0);
    expect(await stockOf(skuId)).toBe(6);
    expect(saved.body.data.skus[0]).toMatchObject({ stock: 6, stockWas: 6 });
    // The 4 units the order holds come back when it is cancelled: 10 again, never 14.
    expect((await ctx.call('POST', '/api/order/cancel', { json: { orderNo: order.body.data.orderNo, reason: 'other' }, headers: b.headers })).body.code).toBe(200);
    expect(await stockOf(skuId)).toBe(10);
  });

  it('refuses a stock change over a stock that orders changed meanwhile, and changes nothing; a fresh form sets it', async () => {
    const created = await consoleGoods(10);
    const skuId = created.skus[0]!.id;
    const form = await load(created.id);
    const b = await buyer(ctx);
    expect((await submit(ctx, b, [{ skuId, quantity: 4 }])).body.code).toBe(200);

    const stale = await save({ ...form, price: 11900, skus: [{ ...form.skus[0]!, stock: 20 }] });
    expect([stale.body.code, stale.body.msg]).toEqual([-1, 'The stock of a SKU has changed since you opened this goods (orders came in); please reload it and enter the stock again']);
    const after = await load(created.id);
    expect([after.skus[0]!.stock, after.price, after.version]).toEqual([6, 12900, form.version]);

    const restocked = await save({ ...after, skus: [{ ...after.skus[0]!, stock: 20 }] });
    expect(restocked.body.code).toBe(0);
    expect(await stockOf(skuId)).toBe(20);
    // A saved SKU sent without the stock its form loaded is not written blind.
    const { stockWas: _was, ...blind } = restocked.body.data.skus[0]!;
    const refused = await save({ ...restocked.body.data, skus: [{ ...blind, stock: 50 }] });
    expect([refused.body.code, refused.body.msg]).toEqual([-1, 'This goods has changed in the meantime; please reload it and save again']);
    expect(await stockOf(skuId)).toBe(20);
  });

  it('keeps stock and held units adding up when orders and a stock save race', async () => {
    const created = await consoleGoods(30);
    const skuId = created.skus[0]!.id;
    const form = await load(created.id);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(ctx)));
    const [orders, saved] = await Promise.all([
      Promise.all(buyers.map((b) => submit(ctx, b, [{ skuId, quantity: 2 }]))),
      save({ ...form, skus: [{ ...form.skus[0]!, stock: 40 }] }),
    ]);
    const taken = orders.filter((o) => o.body.code === 200).length * 2;
    const stock = await stockOf(skuId);
    if (saved.body.code === 0) {
      // The save came first (30 → 40), then the orders took their units from 40.
      expect(stock).toBe(40 - taken);
    } else {
      expect(saved.body.msg).toBe('The stock of a SKU has changed since you opened this goods (orders came in); please reload it and enter the stock again');
      expect(stock).toBe(30 - taken);
    }
    expect(taken).toBe(12);
  });

  it('gives one winner when forms loaded at the same version are saved at once', async () => {
    const { id } = await consoleGoods(3);
    const form = await load(id);
    const saves = await Promise.all(Array.from({ length: 12 }, (_, i) => save({ ...form, price: 10000 + i, skus: [{ ...form.skus[0]!, stock: 100 + i }] })));
    expect(saves.every((r) => r.status === 200)).toBe(true);
    const winners = saves.flatMap((r, i) => (r.body.code === 0 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(saves.filter((r) => r.body.code !== 0).every((r) => r.body.msg === 'This goods has changed in the meantime; please reload it and save again')).toBe(true);
    const now = await load(id);
    expect([now.price, now.skus[0]!.stock, now.version]).toEqual([10000 + winners[0]!, 100 + winners[0]!, form.version + 1]);
  });

  it('saves the untouched form of every demo goods without changing anything stored', async () => {
    const entries = CATEGORY_FILES.flatMap((file) => file.goods.map((goods, position) => ({ file, goods, position })));
    const pictures = ['/media/goods/0a1b2c3d4e5f.webp', '/media/goods/1a1b2c3d4e5f.webp'];
    let flagged = 0;
    for (const { file, goods, position } of entries) {
      const draft = buildDraft(goods, file, position, { categoryId, brandId, images: pictures });
      const id = await insertGoods(ctx.db.kysely, draft, ['紫兰', 'Violet Orchid']);
      const before = await stored(id);
      const form = await load(id);
      expect([form.flags, form.services, form.selfOperated], draft.itemNo).toEqual([draft.flags, draft.services, draft.selfOperated]);
      const saved = await save(form);
      expect([saved.body.code, saved.body.msg], draft.itemNo).toEqual([0, expect.any(String)]);
      expect(await stored(id), draft.itemNo).toEqual(before);
      expect(saved.body.data.version).toBe(form.version + 1);
      if (draft.flags.length > 0) flagged += 1;
    }
    // The demo goods on the home shelves and the third-party ones were among them.
    expect(flagged).toBeGreaterThan(10);
    expect(entries.some(({ goods }) => goods.thirdParty)).toBe(true);
  });
});
