import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '../../src/server/catalogue/catalogue-write.service.ts';
import { catalogueVersion } from '../../src/server/catalogue/goods.repository.ts';
import type { CartView } from '../../src/lib/schemas/cart.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, submit } from './order-fixture.ts';

/**
 * A SKU's own market, sale and member prices and picture, set in the console: the form loads and saves them, the
 * schema keeps them in order, and the goods page, the cart and the order line price and show the SKU by them.
 */
let ctx: TestContext;
let staff: Operator;
let categoryId: number;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
  categoryId = await insertCategory(ctx.db.kysely, { parentId: null, sort: 1, names: { zh: '香薰', en: 'Aroma' } });
});
afterAll(() => ctx.close());

interface Sku { id: number; values: string[]; stock: number; stockWas: number; price: number | null; marketPrice: number | null; salePrice: number | null; memberPrice: number | null; picture: string | null }
interface Form { id: number; version: number; skus: Sku[]; [field: string]: unknown }

const headers = () => ({ ...staff.headers, lang: 'en' });
const load = async (id: number) => (await ctx.call<Form>('GET', `/api/admin/goods/${id}`, { headers: staff.headers })).body.data;
const save = (form: Form) => ctx.call<Form>('POST', `/api/admin/goods/${form.id}`, { json: form, headers: headers() });
const storedSkus = (id: number) => ctx.db.kysely.selectFrom('skus').selectAll().where('goods_id', '=', id).orderBy('id').execute();

const specs = [{ names: { zh: '容量', en: 'Size' }, values: [{ key: 's', labels: { zh: '小', en: 'Small' } }, { key: 'l', labels: { zh: '大', en: 'Large' } }] }];
let made = 0;
async function goodsWithTwoSkus() {
  made += 1;
  const created = await ctx.call<Form>('POST', '/api/admin/goods', {
    json: {
      itemNo: `SKUP-${made}`, categoryId, brandId: null, price: 15900, marketPrice: 25900, salePrice: 14900, memberPrice: 13900,
      freeShipping: false, onShelf: true, images: ['/media/goods/abc.webp'], texts: { zh: { name: `精油 ${made}` }, en: { name: `Oil ${made}` } }, specs,
      skus: [
        { values: ['s'], stock: 9, price: null },
        { values: ['l'], stock: 9, price: 19900, marketPrice: 29900, salePrice: null, memberPrice: 17900, picture: '/media/goods/large.webp' },
      ],
    },
    headers: headers(),
  });
  expect(created.body.code, created.body.msg).toBe(0);
  return created.body.data;
}

describe(`a SKU's own prices and picture (${TEST_DIALECT})`, () => {
  it('are saved and loaded by the console, and an unchanged save changes nothing', async () => {
    const { id } = await goodsWithTwoSkus();
    const form = await load(id);
    expect(form.skus.map(({ price, marketPrice, salePrice, memberPrice, picture }) => ({ price, marketPrice, salePrice, memberPrice, picture }))).toEqual([
      { price: null, marketPrice: null, salePrice: null, memberPrice: null, picture: null },
      { price: 19900, marketPrice: 29900, salePrice: null, memberPrice: 17900, picture: '/media/goods/large.webp' },
    ]);
    const before = await storedSkus(id);
    expect((await save(form)).body.code).toBe(0);
    expect(await storedSkus(id)).toEqual(before);
    // Emptied, the SKU follows the goods again.
    const cleared = await save({ ...(await load(id)), skus: form.skus.map((s) => ({ ...s, marketPrice: null, memberPrice: null, picture: null })) });
    expect(cleared.body.code).toBe(0);
    expect((await storedSkus(id)).map((s) => [s.market_price, s.sale_price, s.member_price, s.picture])).toEqual([[null, null, null, null], [null, null, null, null]]);
  });

  it('move the catalogue on when changed, so searches remembered in price order are listed again (decision 110)', async () => {
    const { id } = await goodsWithTwoSkus();
    const form = await load(id);
    const priceOrder = async () => (await ctx.db.kysely.selectFrom('goods').select('price_order').where('id', '=', id).executeTakeFirstOrThrow()).price_order;
    const [version, was] = [await catalogueVersion(ctx.db.kysely), await priceOrder()];
    expect((await save({ ...form, skus: form.skus.map((s, i) => (i === 0 ? { ...s, price: 9900 } : s)) })).body.code).toBe(0);
    expect(await priceOrder()).toBeLessThan(was);
    expect(await catalogueVersion(ctx.db.kysely)).toBeGreaterThan(version);
  });

  it('refuses prices out of order and pictures not uploaded here, with translated messages', async () => {
    const { id } = await goodsWithTwoSkus();
    const form = await load(id);
    const large = (over: Partial<Sku>) => ({ ...form, skus: [form.skus[0]!, { ...form.skus[1]!, ...over }] });
    const cases: [Partial<Sku>, string][] = [
      [{ marketPrice: 19800 }, 'The market price cannot be below the price'],
      [{ salePrice: 20000 }, 'The sale price cannot be above the price'],
      [{ memberPrice: 19901 }, 'The member price cannot be above the price or the sale price'],
      [{ salePrice: 18000, memberPrice: 18500 }, 'The member price cannot be above the price or the sale price'],
      [{ picture: 'https://example.com/x.webp' }, 'Please upload 1–8 goods pictures'],
    ];
    for (const [over, msg] of cases) {
      const res = await save(large(over));
      expect([res.status, res.body.code, res.body.msg], JSON.stringify(over)).toEqual([200, -1, msg]);
    }
    // The goods price stands in for a SKU without its own.
    const res = await save({ ...form, skus: [{ ...form.skus[0]!, salePrice: 16000 }, form.skus[1]!] });
    expect(res.body.msg).toBe('The sale price cannot be above the price');
  });

  it('price and show the SKU on the goods page, in the cart and on the order line', async () => {
    const { id } = await goodsWithTwoSkus();
    const [small, large] = await storedSkus(id);
    const detail = await ctx.call<{ skus: { id: number; price: number | null; marketPrice: number | null; memberPrice: number | null; picture: string | null }[] }>('GET', `/api/goods/details?id=${id}`, { headers: { lang: 'en' } });
    expect(detail.body.data.skus.find((s) => s.id === large!.id)).toMatchObject({ price: 19900, marketPrice: 29900, memberPrice: 17900, picture: '/media/goods/large.webp' });

    const b = await buyer(ctx);
    for (const sku of [small!, large!]) {
      const added = await ctx.call('POST', '/api/cart/add', { json: { goodsId: id, skuId: sku.id, quantity: 1 }, headers: b.headers });
      expect(added.body.code, added.body.msg).toBe(200);
    }
    const cart = await ctx.call<CartView>('GET', '/api/cart/list', { headers: b.headers });
    const line = (skuId: number) => cart.body.data.list.find((l) => l.skuId === skuId);
    // The small SKU follows the goods; the large one: its own member price and market price, its own picture.
    expect(line(small!.id)).toMatchObject({ unitPrice: 13900, marketPrice: 25900, image: '/media/goods/abc.webp' });
    expect(line(large!.id)).toMatchObject({ unitPrice: 17900, priceLabel: 'member', marketPrice: 29900, image: '/media/goods/large.webp' });

    const order = await submit(ctx, b, [{ skuId: large!.id, quantity: 2 }]);
    expect(order.body.code, order.body.msg).toBe(200);
    const item = await ctx.db.kysely.selectFrom('order_items').innerJoin('orders', 'orders.id', 'order_items.order_id').select(['unit_price', 'market_price', 'image', 'amount']).where('orders.order_no', '=', order.body.data.orderNo).executeTakeFirstOrThrow();
    expect(item).toEqual({ unit_price: 17900, market_price: 29900, image: '/media/goods/large.webp', amount: 35800 });
  });
});
