import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertCategory } from '../../src/server/catalogue/catalogue-write.service.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { goodsWithStock } from './order-fixture.ts';

/**
 * Categories and brands the operator hides leave the shop's menus and filters but stay in the console; one
 * no goods use can be deleted, one in use is refused with the reason in the operator's language.
 */
let ctx: TestContext;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

const post = <T = unknown>(path: string, json: unknown, lang = 'en') => ctx.call<T>('POST', `/api/admin${path}`, { json, headers: { ...staff.headers, lang } });
const get = <T = unknown>(path: string) => ctx.call<T>('GET', `/api/admin${path}`, { headers: { ...staff.headers, lang: 'en' } });
const shopCategories = async () => (await ctx.call<{ id: number; children: { id: number }[] }[]>('GET', '/api/home/goodsCategoryList', { headers: { lang: 'en' } })).body.data;
const shopBrandIds = async () => (await ctx.call<{ id: number }[]>('GET', '/api/goods/brandList', { headers: { lang: 'en' } })).body.data.map((b) => b.id);
const audits = (target: number, like: string) =>
  ctx.db.kysely.selectFrom('audit_log').select('action').where('target', '=', String(target)).where('action', 'like', like).orderBy('id').execute().then((rows) => rows.map((r) => r.action));

interface CategoryForm {
  id: number;
  parentId: number | null;
  sort: number;
  icon: string | null;
  hidden: boolean;
  names: Record<string, string>;
  version: number;
}

describe(`hiding and deleting categories and brands (${TEST_DIALECT})`, () => {
  it('hides a category with its sub-categories from the shop, keeps it in the console, and a save that leaves hidden out keeps it hidden', async () => {
    const top = await insertCategory(ctx.db.kysely, { parentId: null, sort: 1, names: { zh: '隐藏', en: 'Hidden' } });
    const child = await insertCategory(ctx.db.kysely, { parentId: top, sort: 1, names: { zh: '子', en: 'Child' } });
    expect((await shopCategories()).map((c) => c.id)).toContain(top);

    const form = (await get<CategoryForm>(`/categories/${top}`)).body.data;
    expect(form.hidden).toBe(false);
    const saved = await post<CategoryForm>(`/categories/${top}`, { ...form, hidden: true });
    expect(saved.body).toMatchObject({ code: 0, data: { hidden: true } });
    const shop = await shopCategories();
    expect(shop.map((c) => c.id)).not.toContain(top);
    expect(shop.flatMap((c) => c.children.map((k) => k.id))).not.toContain(child);
    expect((await get<{ list: { id: number; hidden: boolean }[] }>('/categories')).body.data.list).toContainEqual(expect.objectContaining({ id: top, hidden: true }));

    const { hidden: _left, ...withoutHidden } = saved.body.data;
    await post(`/categories/${top}`, withoutHidden);
    expect((await get<CategoryForm>(`/categories/${top}`)).body.data.hidden).toBe(true);
    await post(`/categories/${top}`, { ...(await get<CategoryForm>(`/categories/${top}`)).body.data, hidden: false });
    expect((await shopCategories()).map((c) => c.id)).toContain(top);
  });

  it('hides a brand from the shop; a brand created hidden never shows', async () => {
    const brand = await insertBrand(ctx.db.kysely, { sort: 1, names: { zh: '品', en: 'Brand' } });
    expect(await shopBrandIds()).toContain(brand);
    const form = (await get<{ version: number }>(`/brands/${brand}`)).body.data;
    await post(`/brands/${brand}`, { ...form, hidden: true });
    expect(await shopBrandIds()).not.toContain(brand);
    const created = await post<{ id: number; hidden: boolean }>('/brands', { names: { zh: '新' }, hidden: true });
    expect(created.body.data.hidden).toBe(true);
    expect(await shopBrandIds()).not.toContain(created.body.data.id);
  });

  it('refuses to delete a category or brand goods use, in the operator language, and deletes an empty one (audited)', async () => {
    const brand = await insertBrand(ctx.db.kysely, { sort: 1, names: { zh: '用', en: 'Used' } });
    const { goodsId } = await goodsWithStock(ctx, 3, { brandId: brand });
    const goods = await ctx.db.kysely.selectFrom('goods').select('category_id').where('id', '=', goodsId).executeTakeFirstOrThrow();
    const category = (await get<CategoryForm>(`/categories/${goods.category_id}`)).body.data;

    expect((await post(`/categories/${category.id}/delete`, { version: category.version })).body).toMatchObject({ code: -1, msg: 'Goods still belong to this category: move them to another category first, or hide this one' });
    expect((await post(`/categories/${category.id}/delete`, { version: category.version }, 'zh')).body).toMatchObject({ code: -1, msg: '仍有商品属于这个分类：请先把它们移到其他分类，或隐藏这个分类' });
    const brandForm = (await get<{ version: number }>(`/brands/${brand}`)).body.data;
    expect((await post(`/brands/${brand}/delete`, { version: brandForm.version })).body).toMatchObject({ code: -1, msg: 'Goods still carry this brand: give them another brand first, or hide this one' });
    expect((await get(`/brands/${brand}`)).body.code).toBe(0);

    const parent = await insertCategory(ctx.db.kysely, { parentId: null, sort: 1, names: { zh: '父' } });
    const child = await insertCategory(ctx.db.kysely, { parentId: parent, sort: 1, names: { zh: '子' } });
    expect((await post(`/categories/${parent}/delete`, { version: 1 })).body).toMatchObject({ code: -1, msg: 'This category still has sub-categories: delete or move them first' });

    // A delete from a form opened before a change is refused like a save.
    const childForm = (await get<CategoryForm>(`/categories/${child}`)).body.data;
    await post(`/categories/${child}`, { ...childForm, sort: 3 });
    expect((await post(`/categories/${child}/delete`, { version: childForm.version })).body.code).toBe(-1);
    expect((await post(`/categories/${child}/delete`, { version: childForm.version + 1 })).body).toMatchObject({ code: 0 });
    expect((await post(`/categories/${parent}/delete`, { version: 1 })).body).toMatchObject({ code: 0 });
    expect((await get(`/categories/${parent}`)).body).toMatchObject({ code: -1, msg: 'Category not found' });
    expect(await audits(child, 'category.%')).toEqual(['category.update', 'category.delete']);

    const empty = await insertBrand(ctx.db.kysely, { sort: 1, names: { zh: '空' } });
    expect((await post(`/brands/${empty}/delete`, { version: 1 })).body).toMatchObject({ code: 0 });
    expect(await shopBrandIds()).not.toContain(empty);
    expect(await audits(empty, 'brand.%')).toEqual(['brand.delete']);
  });

  it('has no delete for banners', async () => {
    const res = await ctx.app.request('/api/admin/banners/1/delete', { method: 'POST', headers: { ...staff.headers, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(404);
  });
});
