import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { searchRow } from './search.ts';

/**
 * SQL of the console's category, brand and banner screens. The rules are in catalogue-admin.service.ts. Each
 * write happens only if the record is still at the version its form loaded, and raises it (false otherwise).
 */

type Names = Partial<Record<Locale, string>>;
const rowsOf = (names: Names) => Object.entries(names).filter(([, v]) => v) as [string, string][];

export function categoryById(db: Executor, id: number) {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function categoryNames(db: Executor, id: number) {
  return db.selectFrom('category_names').select(['locale', 'name']).where('category_id', '=', id).execute();
}

export async function childCount(db: Executor, id: number): Promise<number> {
  const row = await db.selectFrom('categories').select((eb) => eb.fn.countAll<number | string>().as('n')).where('parent_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

const moved = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) !== 1;

/** Hidden is written only when the save names it. */
const hiddenColumn = (hidden: boolean | undefined) => (hidden === undefined ? {} : { hidden: hidden ? 1 : 0 });

export async function writeCategory(db: Executor, id: number, version: number, c: { parentId: number | null; sort: number; icon: string | null; names: Names; hidden?: boolean }): Promise<boolean> {
  const result = await db
    .updateTable('categories')
    .set((eb) => ({ parent_id: c.parentId, sort: c.sort, icon: c.icon, ...hiddenColumn(c.hidden), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  if (moved(result)) return false;
  await db.deleteFrom('category_names').where('category_id', '=', id).execute();
  await db.insertInto('category_names').values(rowsOf(c.names).map(([locale, name]) => ({ category_id: id, locale, name }))).execute();
  return true;
}

export function brandById(db: Executor, id: number) {
  return db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
}

export function brandTexts(db: Executor, id: number) {
  return db.selectFrom('brand_names').select(['locale', 'name', 'story']).where('brand_id', '=', id).execute();
}

export async function writeBrand(db: Executor, id: number, version: number, b: { sort: number; logo: string | null; names: Names; stories: Names; hidden?: boolean }): Promise<boolean> {
  const result = await db
    .updateTable('brands')
    .set((eb) => ({ sort: b.sort, logo: b.logo, ...hiddenColumn(b.hidden), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  if (moved(result)) return false;
  await db.deleteFrom('brand_names').where('brand_id', '=', id).execute();
  await db.insertInto('brand_names').values(rowsOf(b.names).map(([locale, name]) => ({ brand_id: id, locale, name, story: b.stories[locale as Locale] || null }))).execute();
  return true;
}

/** The search text of a brand's goods holds the brand's names: rewritten when they change. */
export async function refreshBrandGoodsSearch(db: Executor, brandId: number): Promise<void> {
  const [brandNames, goods] = await Promise.all([
    db.selectFrom('brand_names').select('name').where('brand_id', '=', brandId).execute(),
    db.selectFrom('goods').select(['id', 'item_no']).where('brand_id', '=', brandId).execute(),
  ]);
  for (const g of goods) {
    const names = await db.selectFrom('goods_i18n').select(['locale', 'name']).where('goods_id', '=', g.id).execute();
    const indonesian = names.filter((n) => n.locale === 'id').map((n) => n.name);
    const texts = [...names.map((n) => n.name), ...brandNames.map((b) => b.name)];
    const row = searchRow([g.item_no, ...texts], indonesian, texts);
    await db.updateTable('goods_search').set(row).where('goods_id', '=', g.id).execute();
  }
}

/** Every banner, shown or not, in carousel order, titled in the asked locale with en then zh as fallback. */
export function allBannerRows(db: Executor, locale: Locale) {
  return db
    .selectFrom('banners as b')
    .select((eb) => {
      const title = (l: Locale) => eb.selectFrom('banner_texts as t').select('t.title').whereRef('t.banner_id', '=', 'b.id').where('t.locale', '=', l);
      return ['b.id', 'b.image', 'b.link', 'b.sort', 'b.active', eb.fn.coalesce(title(locale), title('en'), title('zh')).as('title')];
    })
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();
}

export function bannerById(db: Executor, id: number) {
  return db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
}

export function bannerTexts(db: Executor, id: number) {
  return db.selectFrom('banner_texts').select(['locale', 'title', 'subtitle']).where('banner_id', '=', id).execute();
}

export async function writeBanner(db: Executor, id: number, version: number, b: { image: string; width: number; height: number; link: string; sort: number; active: boolean; titles: Names; subtitles: Names }): Promise<boolean> {
  const result = await db
    .updateTable('banners')
    .set((eb) => ({ image: b.image, width: b.width, height: b.height, link: b.link, sort: b.sort, active: b.active ? 1 : 0, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  if (moved(result)) return false;
  await db.deleteFrom('banner_texts').where('banner_id', '=', id).execute();
  await db.insertInto('banner_texts').values(rowsOf(b.titles).map(([locale, title]) => ({ banner_id: id, locale, title, subtitle: b.subtitles[locale as Locale] || null }))).execute();
  return true;
}

export async function goodsUsing(db: Executor, column: 'category_id' | 'brand_id', id: number): Promise<number> {
  const row = await db.selectFrom('goods').select((eb) => eb.fn.countAll<number | string>().as('n')).where(column, '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes a category and its names if it is still at `version` (false otherwise). */
export async function deleteCategory(db: Executor, id: number, version: number): Promise<boolean> {
  const gone = await db.deleteFrom('categories').where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) return false;
  await db.deleteFrom('category_names').where('category_id', '=', id).execute();
  return true;
}

/** Deletes a brand and its texts if it is still at `version` (false otherwise). */
export async function deleteBrand(db: Executor, id: number, version: number): Promise<boolean> {
  const gone = await db.deleteFrom('brands').where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) return false;
  await db.deleteFrom('brand_names').where('brand_id', '=', id).execute();
  return true;
}

/** A category or brand created hidden. */
export async function hideNew(db: Executor, table: 'categories' | 'brands', id: number): Promise<void> {
  await db.updateTable(table).set({ hidden: 1 }).where('id', '=', id).execute();
}
