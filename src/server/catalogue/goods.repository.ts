import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';
import { quickVersionOf } from '../db/catalogue-version.ts';
import { compiledPerShape } from '../db/compiled.ts';
import { firstOf } from '../db/first-of.ts';
import { textLocales } from '../../lib/i18n/fallback.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { MAX_PAGE_SIZE } from '../../lib/schemas/goods.ts';

/**
 * Names fall back along the locale's chain (`textLocales`). Each name is a correlated subquery rather
 * than a left join per locale: six left joins cost PostgreSQL's planner about 1 ms per query (it weighs every
 * join order), several times what running the query costs; each subquery is planned on its own in microseconds.
 */
export function localizedGoods(db: Executor, locale: Locale) {
  return db.selectFrom('goods as g').select((eb) => {
    // COALESCE stops at the first name found, so the fallbacks only run for goods missing the asked locale.
    const goodsName = (l: Locale) => eb.selectFrom('goods_i18n as n').select('n.name').whereRef('n.goods_id', '=', 'g.id').where('n.locale', '=', l).$asScalar();
    const brandName = (l: Locale) => eb.selectFrom('brand_names as b').select('b.name').whereRef('b.brand_id', '=', 'g.brand_id').where('b.locale', '=', l).$asScalar();
    return [
      'g.id',
      'g.item_no',
      'g.brand_id',
      'g.category_id',
      'g.price',
      'g.market_price',
      'g.sale_price',
      'g.member_price',
      'g.member_pays',
      'g.member_pays_from',
      'g.sales',
      'g.free_shipping',
      'g.self_operated',
      'g.on_shelf',
      'g.services',
      'g.images',
      'g.flags',
      'g.created_at',
      'g.review_count',
      'g.review_score_sum',
      'g.review_positive',
      'g.review_pictures',
      firstOf(textLocales(locale).map(goodsName)).as('name'),
      firstOf(textLocales(locale).map(brandName)).as('brand_name'),
    ];
  });
}

export type GoodsRow = Awaited<ReturnType<ReturnType<typeof localizedGoods>['executeTakeFirstOrThrow']>>;

/** Goods lists up to this long are read by a statement compiled once per locale and length (a page holds up to 60). */
const COMPILED_IDS_UP_TO = MAX_PAGE_SIZE;

/** The catalogue's version as a column: a statement that reads it beside its rows says which version they are of. */
export const catalogueVersionColumn = () => sql<number | string>`(select version from catalogue_state where id = 1)`.as('catalogue_version');

const withIds = (db: Executor, shape: `${Locale} ${number}`, ids: number[]) => localizedGoods(db, shape.split(' ')[0] as Locale).where('g.id', 'in', ids);
/** The localized goods with some ids: one statement per locale and number of ids, built and compiled once each. */
const goodsWithIds = compiledPerShape((db: Executor, shape: `${Locale} ${number}`, ...ids: number[]) => withIds(db, shape, ids));
const goodsWithIdsAndVersion = compiledPerShape((db: Executor, shape: `${Locale} ${number}`, ...ids: number[]) => withIds(db, shape, ids).select(catalogueVersionColumn()));

/** Rows in the order of `ids`; an id with no row is left out. */
function inIdOrder<R extends { id: number }>(rows: R[], ids: number[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is R => !!r);
}

export async function goodsByIds(db: Executor, locale: Locale, ids: number[]): Promise<GoodsRow[]> {
  if (ids.length === 0) return [];
  const rows = ids.length <= COMPILED_IDS_UP_TO ? await goodsWithIds(db, `${locale} ${ids.length}`, ...ids) : await withIds(db, `${locale} ${ids.length}`, ids).execute();
  return inIdOrder(rows, ids);
}

/** goodsByIds for a page's ids (up to MAX_PAGE_SIZE), each row with the catalogue version the statement saw. */
export async function goodsByIdsWithVersion(db: Executor, locale: Locale, ids: number[]): Promise<(GoodsRow & { catalogue_version: number | string })[]> {
  if (ids.length === 0 || ids.length > COMPILED_IDS_UP_TO) throw new Error(`goodsByIdsWithVersion reads a page: 1 to ${COMPILED_IDS_UP_TO} ids, not ${ids.length}`);
  return inIdOrder(await goodsWithIdsAndVersion(db, `${locale} ${ids.length}`, ...ids), ids);
}

/** SKUs by id with their goods, live stock, own price and spec positions (buy-now items). */
export function findSkus(db: Executor, skuIds: number[]) {
  return db.selectFrom('skus as s').select(['s.id as sku_id', 's.goods_id', 's.stock', 's.price as sku_price', 's.market_price as sku_market_price', 's.sale_price as sku_sale_price', 's.member_price as sku_member_price', 's.picture as sku_picture', 's.spec_values']).where('s.id', 'in', skuIds).execute();
}

const onShelfGoods = compiledPerShape((db: Executor, locale: Locale, id: number) => localizedGoods(db, locale).where('g.id', '=', id).where('g.on_shelf', '=', 1));

/** An on-shelf goods with its names in the asked locale (or the next of its fallback chain). */
export async function findOnShelfGoods(db: Executor, locale: Locale, id: number): Promise<GoodsRow | undefined> {
  return (await onShelfGoods(db, locale, id))[0];
}

/**
 * On-shelf goods carrying a flag (hot, new, recommended) in the order the operator gave the shelf (migration
 * 0025); goods not placed follow, the newest first for 'new', else the best selling.
 */
export function flaggedGoods(db: Executor, locale: Locale, flag: 'hot' | 'new' | 'recommended', limit: number): Promise<GoodsRow[]> {
  return localizedGoods(db, locale)
    .where('g.on_shelf', '=', 1)
    .where('g.flags', 'like', `%${flag}%`)
    .orderBy((eb) => eb.fn.coalesce(eb.selectFrom('home_shelf_positions as p').select('p.position').whereRef('p.goods_id', '=', 'g.id').where('p.shelf', '=', flag).$asScalar(), sql.lit(1_000_000)))
    .orderBy(flag === 'new' ? 'g.created_at' : 'g.sales', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}

/** A goods' descriptions and specification texts in the locale and the languages it falls back to. */
export const goodsTexts = compiledPerShape((db: Executor, locale: Locale, goodsId: number) =>
  db.selectFrom('goods_i18n').select(['locale', 'description', 'specs']).where('goods_id', '=', goodsId).where('locale', 'in', textLocales(locale)),
);

/** Each goods' specification texts in the locales a name may fall back to. */
export function specTexts(db: Executor, goodsIds: number[], locales: readonly string[]) {
  return db.selectFrom('goods_i18n').select(['goods_id', 'locale', 'specs']).where('goods_id', 'in', goodsIds).where('locale', 'in', [...locales]).execute();
}

/** Names and specification texts of some goods in every language they are written in. */
export function goodsTextsAllLocales(db: Executor, goodsIds: number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('goods_i18n').select(['goods_id', 'locale', 'name', 'specs']).where('goods_id', 'in', goodsIds).execute();
}

/** The specification positions of some SKUs (a JSON array per SKU). */
export async function skuSpecValues(db: Executor, skuIds: number[]): Promise<Map<number, string>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db.selectFrom('skus').select(['id', 'spec_values']).where('id', 'in', skuIds).execute();
  return new Map(rows.map((r) => [r.id, r.spec_values]));
}

const skusOfGoods = compiledPerShape((db: Executor, _shape: 'skus', goodsId: number) =>
  db.selectFrom('skus').select(['id', 'spec_values', 'stock', 'price', 'market_price', 'sale_price', 'member_price', 'picture']).where('goods_id', '=', goodsId).orderBy('id'),
);

export function goodsSkus(db: Executor, goodsId: number) {
  return skusOfGoods(db, 'skus', goodsId);
}

/** Whether the goods is on the shelf; undefined when there is no such goods. */
export async function goodsOnShelf(db: Executor, goodsId: number): Promise<boolean | undefined> {
  const row = await db.selectFrom('goods').select('on_shelf').where('id', '=', goodsId).executeTakeFirst();
  return row && row.on_shelf === 1;
}

/** The catalogue's version, bumped by triggers on every write that can change a list total. */
export async function catalogueVersion(db: Executor): Promise<number> {
  const quick = quickVersionOf(db);
  if (quick) return quick();
  const [row] = await versionRow(db, 'version', 1);
  if (!row) throw new Error('the catalogue state row is missing');
  return Number(row.version);
}

const versionRow = compiledPerShape((db: Executor, _shape: 'version', id: number) => db.selectFrom('catalogue_state').select('version').where('id', '=', id));

/** Sets a SKU's stock; false when there is no such SKU. */
export async function setSkuStock(db: Executor, skuId: number, stock: number): Promise<boolean> {
  const result = await db.updateTable('skus').set({ stock }).where('id', '=', skuId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Units left of each goods over all its SKUs (goods without SKUs are absent: none left). */
export async function stockByGoods(db: Executor, goodsIds: number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('skus')
    .select(['goods_id', (eb) => eb.fn.sum<number>('stock').as('stock')])
    .where('goods_id', 'in', goodsIds)
    .groupBy('goods_id')
    .execute();
  return new Map(rows.map((r) => [r.goods_id, Number(r.stock)]));
}
