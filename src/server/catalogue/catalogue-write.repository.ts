import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { goodsColumns, goodsSearchRow, goodsSkuRows, goodsTextRows, type GoodsDraft } from './goods-draft.ts';

/** Writes one goods with its translations, SKUs and search text; returns its id. */
export async function insertGoods(db: Executor, draft: GoodsDraft, brandNames: string[]): Promise<number> {
  const { id } = await db.insertInto('goods').values(goodsColumns(draft)).returning('id').executeTakeFirstOrThrow();
  const goodsId = Number(id);
  await db.insertInto('goods_i18n').values(goodsTextRows(goodsId, draft)).execute();
  if (draft.skus.length > 0) await db.insertInto('skus').values(goodsSkuRows(goodsId, draft)).execute();
  await db.insertInto('goods_search').values(goodsSearchRow(goodsId, draft, brandNames)).execute();
  return goodsId;
}

export async function insertCategory(db: Executor, input: { parentId: number | null; sort: number; icon?: string | null; names: Partial<Record<Locale, string>> }): Promise<number> {
  const { id } = await db.insertInto('categories').values({ parent_id: input.parentId, sort: input.sort, icon: input.icon ?? null }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('category_names')
    .values(Object.entries(input.names).map(([locale, name]) => ({ category_id: Number(id), locale, name })))
    .execute();
  return Number(id);
}

export async function insertBrand(db: Executor, input: { logo?: string | null; sort: number; names: Partial<Record<Locale, string>>; stories?: Partial<Record<Locale, string>> }): Promise<number> {
  const { id } = await db.insertInto('brands').values({ logo: input.logo ?? null, sort: input.sort }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('brand_names')
    .values(Object.entries(input.names).map(([locale, name]) => ({ brand_id: Number(id), locale, name, story: input.stories?.[locale as Locale] ?? null })))
    .execute();
  return Number(id);
}
