import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertGoods } from '../../src/server/catalogue/catalogue-write.service.ts';
import type { GoodsCard, Page } from '../../src/lib/schemas/goods.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

/** Goods cards read "from" the lowest SKU price when SKUs cost members different amounts (decision 102). */
let ctx: TestContext;
let staff: Operator;
let categoryId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await operator(ctx, 'staff');
  categoryId = await insertCategory(ctx.db.kysely, { parentId: null, sort: 1, names: { zh: '精油', en: 'Oils' } });
});
afterAll(() => ctx.close());

interface Sku { id: number; price: number | null; marketPrice: number | null; salePrice: number | null; memberPrice: number | null; [field: string]: unknown }
interface Form { id: number; version: number; skus: Sku[]; [field: string]: unknown }

const headers = () => ({ ...staff.headers, lang: 'en' });
const load = async (id: number) => (await ctx.call<Form>('GET', `/api/admin/goods/${id}`, { headers: staff.headers })).body.data;
const save = (form: Form) => ctx.call<Form>('POST', `/api/admin/goods/${form.id}`, { json: form, headers: headers() });
const card = async (id: number) => (await ctx.call<Page<GoodsCard>>('GET', `/api/goods/list?categoryId=${categoryId}&pageSize=50`, { headers: { lang: 'en' } })).body.data.list.find((g) => g.id === id)!;

const specs = [{ names: { zh: '容量', en: 'Size' }, values: [{ key: 's', labels: { zh: '50 ml', en: '50 ml' } }, { key: 'l', labels: { zh: '100 ml', en: '100 ml' } }] }];

describe(`a goods card's "from" price (${TEST_DIALECT})`, () => {
  it('is the lowest a member pays for a SKU, kept as the console changes SKU prices, and gone when they agree', async () => {
    const created = await ctx.call<Form>('POST', '/api/admin/goods', {
      json: {
        itemNo: 'FROM-1', categoryId, brandId: null, price: 5990, marketPrice: 6900, salePrice: null, memberPrice: 5290,
        freeShipping: false, onShelf: true, images: ['/media/goods/abc.webp'], texts: { zh: { name: '按摩油' }, en: { name: 'Massage oil' } }, specs,
        skus: [
          { values: ['s'], stock: 9, price: 3990, marketPrice: null, salePrice: null, memberPrice: 3590 },
          { values: ['l'], stock: 9, price: null },
        ],
      },
      headers: headers(),
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const id = created.body.data.id;
    // The goods' member price is ¥52.90; the 50 ml SKU costs members ¥35.90: the card says "from ¥35.90".
    expect(await card(id)).toMatchObject({ memberPays: 5290, memberPaysFrom: 3590 });

    const form = await load(id);
    const cheaper = await save({ ...form, skus: [{ ...form.skus[0]!, memberPrice: 3490 }, form.skus[1]!] });
    expect(cheaper.body.code, cheaper.body.msg).toBe(0);
    expect((await card(id)).memberPaysFrom).toBe(3490);

    const same = await load(id);
    const agreed = await save({ ...same, skus: [{ ...same.skus[0]!, price: null, memberPrice: null }, same.skus[1]!] });
    expect(agreed.body.code, agreed.body.msg).toBe(0);
    expect(await card(id)).toMatchObject({ memberPays: 5290, memberPaysFrom: null });
  });

  it('orders "sort by price" by the price a card shows, the "from" price included', async () => {
    const category = await insertCategory(ctx.db.kysely, { parentId: null, sort: 2, names: { zh: '排序', en: 'Sorting' } });
    const goods = (itemNo: string, price: number, skus: { values: number[]; stock: number; price?: number }[]) =>
      insertGoods(ctx.db.kysely, {
        itemNo, categoryId: category, brandId: null, price, marketPrice: price + 1000, salePrice: null, memberPrice: null, sales: 0, freeShipping: false, selfOperated: true, onShelf: true,
        services: [], images: ['/media/goods/t.webp'], flags: [], createdAt: new Date().toISOString(), i18n: { en: { name: itemNo, specs: [{ name: 'Size', values: ['S', 'L'] }] } }, skus,
      }, []);
    // ¥50 at its plainest, but its small size costs ¥30; the other goods costs ¥40 whatever the size.
    const varied = await goods('SORT-A', 5000, [{ values: [0], stock: 5, price: 3000 }, { values: [1], stock: 5 }]);
    const plain = await goods('SORT-B', 4000, [{ values: [0], stock: 5 }, { values: [1], stock: 5 }]);
    const sorted = async (order: 'asc' | 'desc') =>
      (await ctx.call<Page<GoodsCard>>('GET', `/api/goods/list?categoryId=${category}&sort=price&order=${order}`, { headers: { lang: 'en' } })).body.data.list.map((g) => g.id);
    expect(await sorted('asc')).toEqual([varied, plain]);
    expect(await sorted('desc')).toEqual([plain, varied]);
  });
});
