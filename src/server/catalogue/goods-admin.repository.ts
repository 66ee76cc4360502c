import type { Insertable } from 'kysely';
import type { Executor } from '../db/schema.ts';
import type { SkusTable } from '../db/schema-catalogue.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { GoodsDraft } from './goods-draft.ts';
import { goodsColumns, goodsSearchRow, goodsTextRows } from './goods-draft.ts';

/**
 * Goods for the console: on and off shelf, by item number or name, category, brand and shelf state; the name
 * in the console's language with the shop's fallback (en, then zh).
 */
export async function adminGoodsPage(db: Executor, locale: Locale, q: { q?: string; categoryId?: number; brandId?: number; onShelf?: boolean; page: number; pageSize: number }) {
  let base = db.selectFrom('goods');
  if (q.categoryId) base = base.where('goods.category_id', '=', q.categoryId);
  if (q.brandId) base = base.where('goods.brand_id', '=', q.brandId);
  if (q.onShelf !== undefined) base = base.where('goods.on_shelf', '=', q.onShelf ? 1 : 0);
  if (q.q) {
    const term = q.q.toLowerCase();
    base = base.where((eb) => eb.or([eb('goods.item_no', '=', q.q!), eb.exists(eb.selectFrom('goods_search').select('goods_id').whereRef('goods_search.goods_id', '=', 'goods.id').where('body', 'like', `%${term.replace(/[%\\]/g, '')}%`))]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['goods.id', 'goods.item_no', 'goods.price', 'goods.member_pays', 'goods.on_shelf', 'goods.sales', 'goods.images', 'goods.category_id', 'goods.brand_id', 'goods.updated_at'])
      .select((eb) => {
        const name = (l: Locale) => eb.selectFrom('goods_i18n as t').select('t.name').whereRef('t.goods_id', '=', 'goods.id').where('t.locale', '=', l);
        return eb.fn.coalesce(name(locale), name('en'), name('zh')).as('name');
      })
      .select((eb) => eb.selectFrom('skus').select((s) => s.fn.sum<number>('stock').as('n')).whereRef('skus.goods_id', '=', 'goods.id').as('stock'))
      .orderBy('goods.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function goodsRow(db: Executor, id: number) {
  return db.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirst();
}

export function allGoodsTexts(db: Executor, id: number) {
  return db.selectFrom('goods_i18n').selectAll().where('goods_id', '=', id).execute();
}

export function allGoodsSkus(db: Executor, id: number) {
  return db.selectFrom('skus').selectAll().where('goods_id', '=', id).orderBy('id').execute();
}

export async function brandNames(db: Executor, brandId: number | null): Promise<string[]> {
  if (brandId === null) return [];
  return (await db.selectFrom('brand_names').select('name').where('brand_id', '=', brandId).execute()).map((r) => r.name);
}

/**
 * Rewrites a goods' row, texts and search text if the goods is still at `version`, and raises its version;
 * keeps its sales and creation time. False when the goods moved on (or is gone). SKUs are written by the caller.
 */
export async function rewriteGoods(db: Executor, id: number, version: number, draft: GoodsDraft, brands: string[], now: string): Promise<boolean> {
  const { sales: _sales, created_at: _created, ...columns } = goodsColumns(draft);
  const result = await db
    .updateTable('goods')
    .set((eb) => ({ ...columns, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('goods_i18n').where('goods_id', '=', id).execute();
  await db.insertInto('goods_i18n').values(goodsTextRows(id, draft)).execute();
  await db.deleteFrom('goods_search').where('goods_id', '=', id).execute();
  await db.insertInto('goods_search').values(goodsSearchRow(id, draft, brands)).execute();
  return true;
}

type SkuColumns = Pick<Insertable<SkusTable>, 'price' | 'market_price' | 'sale_price' | 'member_price' | 'picture'>;

/** A SKU's values, own prices and picture; its stock is left to setSkuStockIf (orders change it meanwhile). */
export async function updateSku(db: Executor, goodsId: number, skuId: number, sku: { spec_values: string } & SkuColumns): Promise<boolean> {
  const result = await db.updateTable('skus').set(sku).where('id', '=', skuId).where('goods_id', '=', goodsId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets a SKU's stock to `to` if it is still `from`; false when orders (or anyone) changed it meanwhile. */
export async function setSkuStockIf(db: Executor, goodsId: number, skuId: number, from: number, to: number): Promise<boolean> {
  const result = await db.updateTable('skus').set({ stock: to }).where('id', '=', skuId).where('goods_id', '=', goodsId).where('stock', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSku(db: Executor, goodsId: number, sku: { spec_values: string; stock: number } & SkuColumns) {
  await db.insertInto('skus').values({ goods_id: goodsId, ...sku }).execute();
}

/** Puts a goods on or off shelf; raises its version, so a form opened before cannot write the old state back. */
export async function setShelf(db: Executor, id: number, onShelf: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('goods')
    .set((eb) => ({ on_shelf: onShelf ? 1 : 0, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function itemNoTaken(db: Executor, itemNo: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('goods').select('id').where('item_no', '=', itemNo);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function brandExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
