import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAddResult, CartView } from '../../src/lib/schemas/cart.ts';
import { MAX_CART_LINES } from '../../src/lib/schemas/cart.ts';
import type { GoodsCard, Page } from '../../src/lib/schemas/goods.ts';
import { buildFixture, type Fixture } from './catalogue-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

let ctx: TestContext;
let fx: Fixture;
/** SKU ids of the fixture: oil has 100 ml (stock 3, goods price) and 200 ml (stock 0, own price 21900). */
const sku = { oil100: 0, oil200: 0, candle: 0, silk: 0, hidden: 0 };

beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '1000' });
  fx = await buildFixture(ctx.db.kysely);
  const rows = await ctx.db.kysely.selectFrom('skus').select(['id', 'goods_id']).orderBy('id').execute();
  const of = (goodsId: number) => rows.filter((r) => r.goods_id === goodsId).map((r) => r.id);
  [sku.oil100, sku.oil200] = of(fx.ids.oil) as [number, number];
  sku.candle = of(fx.ids.candle)[0]!;
  sku.silk = of(fx.ids.silk)[0]!;
  sku.hidden = of(fx.ids.hidden)[0]!;
});
afterAll(() => ctx.close());

const db = () => ctx.db.kysely;
const setStock = (skuId: number, stock: number) => db().updateTable('skus').set({ stock }).where('id', '=', skuId).execute();
const setShelf = (goodsId: number, on: boolean) => db().updateTable('goods').set({ on_shelf: on ? 1 : 0 }).where('id', '=', goodsId).execute();

async function shopper() {
  const { token, account } = await register(ctx);
  const send = <T>(method: 'GET' | 'POST', path: string, json?: unknown, lang = 'en') =>
    ctx.call<T>(method, `/api/cart/${path}`, { json, headers: { token, lang } }).then((r) => r.body);
  const expectOk = async <T>(method: 'GET' | 'POST', path: string, json?: unknown, lang = 'en') => {
    const body = await send<T>(method, path, json, lang);
    expect(body.code, body.msg).toBe(200);
    return body.data;
  };
  return {
    token,
    account,
    send,
    add: (skuId: number, goodsId: number, quantity = 1) => expectOk<CartAddResult>('POST', 'add', { goodsId, skuId, quantity }),
    list: (lang = 'en') => expectOk<CartView>('GET', 'list', undefined, lang),
    post: (path: string, json: unknown) => expectOk<CartView>('POST', path, json),
  };
}

describe(`cart (${TEST_DIALECT})`, () => {
  it('is for members only', async () => {
    const calls: [string, string][] = [['GET', 'list'], ['GET', 'count'], ['POST', 'add'], ['POST', 'update'], ['POST', 'selectAll'], ['POST', 'delete'], ['POST', 'moveToCollect']];
    for (const [method, path] of calls) {
      const { body } = await ctx.call(method, `/api/cart/${path}`, { json: method === 'POST' ? {} : undefined });
      expect(body.code, path).toBe(403);
    }
  });

  it('lists a line priced for the member, named and specified in the asked language', async () => {
    const m = await shopper();
    expect(await m.add(sku.oil100, fx.ids.oil, 2)).toMatchObject({ quantity: 2, count: 1 });
    const en = await m.list('en');
    expect(en.list).toEqual([{
      id: expect.any(Number), goodsId: fx.ids.oil, skuId: sku.oil100, name: 'Lavender Massage Oil', image: '/media/goods/a.webp',
      spec: 'Capacity: 100 ml', unitPrice: 11900, priceLabel: 'member', marketPrice: 19900, quantity: 2, amount: 23800, stock: 3, selected: true, state: 'ok',
    }]);
    expect(en.totals).toEqual({ selectedLines: 1, selectedQuantity: 2, totalAmount: 23800 });
    expect(en.count).toBe(1);
    const zh = await m.list('zh');
    expect(zh.list[0]).toMatchObject({ name: '薰衣草按摩精油', spec: '容量: 100 ml' });
    // Japanese has no name for the oil: English first, as the catalogue does.
    expect((await m.list('ja')).list[0]).toMatchObject({ name: 'Lavender Massage Oil', spec: 'Capacity: 100 ml' });
  });

  it('charges a SKU its own price with the goods member discount, and a sale price when it is the lowest', async () => {
    const m = await shopper();
    await setStock(sku.oil200, 4);
    try {
      await m.add(sku.oil200, fx.ids.oil, 1);
      await m.add(sku.silk, fx.ids.silk, 2);
      const { list, totals } = await m.list();
      // The 200 ml SKU costs 21900 against the goods' 12900, whose member price is 11900: 21900 × 11900 / 12900.
      expect(list.map((l) => [l.skuId, l.unitPrice, l.amount, l.priceLabel])).toEqual([[sku.silk, 8900, 17800, 'price'], [sku.oil200, 20202, 20202, 'member']]);
      expect(totals.totalAmount).toBe(38002);
    } finally {
      await setStock(sku.oil200, 0);
    }
  });

  it('merges the same SKU into one line, never beyond the stock', async () => {
    const m = await shopper();
    const first = await m.add(sku.oil100, fx.ids.oil, 1);
    const again = await m.add(sku.oil100, fx.ids.oil, 2);
    expect(again).toEqual({ id: first.id, quantity: 3, count: 1 });
    const over = await m.send('POST', 'add', { goodsId: fx.ids.oil, skuId: sku.oil100, quantity: 1 });
    expect(over).toMatchObject({ code: -1, msg: 'Insufficient stock: 3 left and 3 already in your cart' });
    const fresh = await shopper();
    expect(await fresh.send('POST', 'add', { goodsId: fx.ids.oil, skuId: sku.oil100, quantity: 4 }, 'zh')).toMatchObject({ code: -1, msg: '库存不足，当前库存 3 件' });
    expect((await m.list()).list.map((l) => l.quantity)).toEqual([3]);
  });

  it('refuses unknown or off-shelf goods, a SKU of another goods, sold-out SKUs and bad quantities', async () => {
    const m = await shopper();
    const refusals: [object, string][] = [
      [{ goodsId: 999999, skuId: sku.candle, quantity: 1 }, 'This item does not exist or is no longer on sale'],
      [{ goodsId: fx.ids.hidden, skuId: sku.hidden, quantity: 1 }, 'This item does not exist or is no longer on sale'],
      [{ goodsId: fx.ids.candle, skuId: sku.oil100, quantity: 1 }, 'This option does not exist; please choose a specification again'],
      [{ goodsId: fx.ids.oil, skuId: 999999, quantity: 1 }, 'This option does not exist; please choose a specification again'],
      [{ goodsId: fx.ids.oil, skuId: sku.oil200, quantity: 1 }, 'Insufficient stock: 0 left'],
      [{ goodsId: fx.ids.candle, skuId: sku.candle, quantity: 0 }, 'Please enter a valid quantity'],
      [{ goodsId: fx.ids.candle, skuId: sku.candle, quantity: 'lots' }, 'Please enter a valid quantity'],
    ];
    for (const [payload, msg] of refusals) expect(await m.send('POST', 'add', payload), JSON.stringify(payload)).toMatchObject({ code: -1, msg });
    expect((await m.list()).count).toBe(0);
  });

  it('changes quantities within the stock and selections, and the totals follow', async () => {
    const m = await shopper();
    const oil = await m.add(sku.oil100, fx.ids.oil, 1);
    const candle = await m.add(sku.candle, fx.ids.candle, 1);
    let view = await m.post('update', { id: oil.id, quantity: 3 });
    expect(view.totals).toEqual({ selectedLines: 2, selectedQuantity: 4, totalAmount: 3 * 11900 + 8900 });
    expect(await m.send('POST', 'update', { id: oil.id, quantity: 4 })).toMatchObject({ code: -1, msg: 'Insufficient stock: 3 left' });
    view = await m.post('update', { id: candle.id, selected: false });
    expect(view.list.find((l) => l.id === candle.id)?.selected).toBe(false);
    expect(view.totals).toEqual({ selectedLines: 1, selectedQuantity: 3, totalAmount: 35700 });
    view = await m.post('selectAll', { selected: false });
    expect(view.totals).toEqual({ selectedLines: 0, selectedQuantity: 0, totalAmount: 0 });
    view = await m.post('selectAll', { selected: true });
    expect(view.totals.selectedLines).toBe(2);
    // Form-encoded bodies work the same.
    const form = await ctx.call<CartView>('POST', '/api/cart/update', { form: `id=${candle.id}&selected=false&quantity=2`, headers: { token: m.token } });
    expect(form.body.data.list.find((l) => l.id === candle.id)).toMatchObject({ quantity: 2, selected: false });
  });

  it('marks lines whose goods left the shelf or ran short, and keeps them out of the selection', async () => {
    const m = await shopper();
    const oil = await m.add(sku.oil100, fx.ids.oil, 2);
    const candle = await m.add(sku.candle, fx.ids.candle, 1);
    const silk = await m.add(sku.silk, fx.ids.silk, 1);
    await setShelf(fx.ids.candle, false);
    await setStock(sku.silk, 0);
    await setStock(sku.oil100, 1);
    try {
      const view = await m.list();
      const state = (id: number) => view.list.find((l) => l.id === id);
      expect(state(candle.id)).toMatchObject({ state: 'offShelf', selected: false });
      expect(state(silk.id)).toMatchObject({ state: 'outOfStock', selected: false, stock: 0 });
      expect(state(oil.id)).toMatchObject({ state: 'insufficient', selected: false, stock: 1 });
      expect(view.totals).toEqual({ selectedLines: 0, selectedQuantity: 0, totalAmount: 0 });
      expect(view.count).toBe(3);
      const unavailable = 'This item is off the shelf or short of stock and cannot be checked out';
      expect(await m.send('POST', 'update', { id: candle.id, selected: true })).toMatchObject({ code: -1, msg: unavailable });
      expect(await m.send('POST', 'update', { id: candle.id, quantity: 1 })).toMatchObject({ code: -1, msg: unavailable });
      expect(await m.send('POST', 'update', { id: oil.id, selected: true })).toMatchObject({ code: -1, msg: unavailable });
      // Bringing the quantity down to the stock makes the line good again, still selected.
      const fixed = await m.post('update', { id: oil.id, quantity: 1 });
      expect(fixed.list.find((l) => l.id === oil.id)).toMatchObject({ state: 'ok', selected: true, quantity: 1 });
      expect(fixed.totals).toEqual({ selectedLines: 1, selectedQuantity: 1, totalAmount: 11900 });
    } finally {
      await setShelf(fx.ids.candle, true);
      await setStock(sku.silk, 5);
      await setStock(sku.oil100, 3);
    }
  });

  it('deletes lines and counts what is left', async () => {
    const m = await shopper();
    const a = await m.add(sku.oil100, fx.ids.oil);
    const b = await m.add(sku.candle, fx.ids.candle);
    const c = await m.add(sku.silk, fx.ids.silk);
    const view = await m.post('delete', { ids: [a.id, c.id] });
    expect(view.list.map((l) => l.id)).toEqual([b.id]);
    expect(await m.send('GET', 'count')).toMatchObject({ code: 200, data: { count: 1 } });
    expect(await m.send('POST', 'delete', { ids: [] })).toMatchObject({ code: -1, msg: 'Please select items' });
  });

  it('moves lines to favourites through the favourites of the catalogue', async () => {
    const m = await shopper();
    const oil = await m.add(sku.oil100, fx.ids.oil);
    const candle = await m.add(sku.candle, fx.ids.candle);
    const view = await m.post('moveToCollect', { ids: [oil.id] });
    expect(view.list.map((l) => l.id)).toEqual([candle.id]);
    const favourites = await ctx.call<Page<GoodsCard>>('GET', '/api/collect/goodsList', { headers: { token: m.token } });
    expect(favourites.body.data.list.map((g) => g.id)).toEqual([fx.ids.oil]);

    await setShelf(fx.ids.candle, false);
    try {
      expect(await m.send('POST', 'moveToCollect', { ids: [candle.id] })).toMatchObject({ code: -1, msg: 'This item does not exist or is no longer on sale' });
      expect((await m.list()).count).toBe(1);
    } finally {
      await setShelf(fx.ids.candle, true);
    }
  });

  it("answers another member's line id as not found, and changes nothing", async () => {
    const owner = await shopper();
    const other = await shopper();
    const line = await owner.add(sku.candle, fx.ids.candle, 2);
    const mine = await other.add(sku.oil100, fx.ids.oil);
    const notFound = { code: -1, msg: 'This item is not in your cart' };
    expect(await other.send('POST', 'update', { id: line.id, quantity: 1 })).toMatchObject(notFound);
    expect(await other.send('POST', 'update', { id: line.id, selected: false })).toMatchObject(notFound);
    expect(await other.send('POST', 'delete', { ids: [mine.id, line.id] })).toMatchObject(notFound);
    expect(await other.send('POST', 'moveToCollect', { ids: [line.id] })).toMatchObject(notFound);
    expect((await owner.list()).list).toMatchObject([{ id: line.id, quantity: 2, selected: true }]);
    expect((await other.list()).list.map((l) => l.id)).toEqual([mine.id]);
  });

  it(`holds at most ${MAX_CART_LINES} lines, while existing lines still merge`, async () => {
    const m = await shopper();
    const { id: memberId } = await db().selectFrom('members').select('id').where('account', '=', m.account).executeTakeFirstOrThrow();
    const extra = await db()
      .insertInto('skus')
      .values(Array.from({ length: MAX_CART_LINES }, (_, i) => ({ goods_id: fx.ids.zhOnly, spec_values: `[${i}]`, stock: 5, price: null })))
      .returning('id')
      .execute();
    const now = new Date().toISOString();
    await db()
      .insertInto('cart_items')
      .values(extra.slice(0, MAX_CART_LINES - 1).map((s) => ({ member_id: memberId, goods_id: fx.ids.zhOnly, sku_id: s.id, quantity: 1, created_at: now, updated_at: now })))
      .execute();
    expect(await m.add(extra[MAX_CART_LINES - 1]!.id, fx.ids.zhOnly)).toMatchObject({ count: MAX_CART_LINES });
    expect(await m.send('POST', 'add', { goodsId: fx.ids.candle, skuId: sku.candle, quantity: 1 })).toMatchObject({
      code: -1,
      msg: `Your cart holds at most ${MAX_CART_LINES} different items; please remove some first`,
    });
    expect(await m.add(extra[0]!.id, fx.ids.zhOnly)).toMatchObject({ quantity: 2, count: MAX_CART_LINES });
    expect(await m.send('GET', 'count')).toMatchObject({ data: { count: MAX_CART_LINES } });
  });

  it('parallel adds of one SKU lose no quantity, never pass the stock and never fail', async () => {
    const m = await shopper();
    await setStock(sku.candle, 30);
    const answers = await Promise.all(Array.from({ length: 50 }, () => ctx.call<CartAddResult>('POST', '/api/cart/add', { json: { goodsId: fx.ids.candle, skuId: sku.candle, quantity: 1 }, headers: { token: m.token, lang: 'en' } })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const added = answers.filter((a) => a.body.code === 200);
    expect(added).toHaveLength(30);
    expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.msg.includes('30'))).toBe(true);
    const line = (await m.list()).list.find((l) => l.skuId === sku.candle);
    expect(line?.quantity).toBe(30);
  });

  it('parallel adds of two quantities merge into one line without a lost update', async () => {
    const m = await shopper();
    await setStock(sku.silk, 1000);
    await Promise.all(Array.from({ length: 20 }, (_, i) => m.add(sku.silk, fx.ids.silk, (i % 3) + 1)));
    const expected = Array.from({ length: 20 }, (_, i) => (i % 3) + 1).reduce((a, b) => a + b, 0);
    expect((await m.list()).list.filter((l) => l.skuId === sku.silk).map((l) => l.quantity)).toEqual([expected]);
  });
});
