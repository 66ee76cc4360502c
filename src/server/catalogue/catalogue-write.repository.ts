import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { SpecDimension } from '../../lib/schemas/goods.ts';
import { memberPays } from '../../lib/pricing.ts';
import { searchRow } from './search.ts';

export interface GoodsDraft {
  itemNo: string;
  categoryId: number;
  brandId: number | null;
  /** Fen. */
  price: number;
  marketPrice: number;
  salePrice: number | null;
  memberPrice: number | null;
  sales: number;
  freeShipping: boolean;
  selfOperated: boolean;
  onShelf: boolean;
  services: string[];
  images: string[];
  flags: ('hot' | 'new' | 'recommended')[];
  createdAt: string;
  /** Names per locale (fallback locale → en → zh); descriptions at least in zh and en. */
  i18n: Partial<Record<Locale, { name: string; description?: string; specs: SpecDimension[] }>>;
  skus: { values: number[]; stock: number; price?: number | null }[];
}

/**
 * The rows of one goods: its goods row (with what a member pays, kept for sorting by price), its texts, its
 * SKUs and its search text. insertGoods writes them one goods at a time; the bulk seed many at once.
 */
export function goodsColumns(draft: GoodsDraft) {
  return {
    item_no: draft.itemNo,
    brand_id: draft.brandId,
    category_id: draft.categoryId,
    price: draft.price,
    market_price: draft.marketPrice,
    sale_price: draft.salePrice,
    member_price: draft.memberPrice,
    member_pays: memberPays(draft),
    sales: draft.sales,
    free_shipping: draft.freeShipping ? 1 : 0,
    self_operated: draft.selfOperated ? 1 : 0,
    on_shelf: draft.onShelf ? 1 : 0,
    services: draft.services.join(','),
    images: JSON.stringify(draft.images),
    flags: draft.flags.join(','),
    created_at: draft.createdAt,
    updated_at: draft.createdAt,
  };
}

export const goodsTextRows = (goodsId: number, draft: GoodsDraft) =>
  Object.entries(draft.i18n).map(([locale, t]) => ({ goods_id: goodsId, locale, name: t.name, description: t.description ?? null, specs: JSON.stringify(t.specs) }));

export const goodsSkuRows = (goodsId: number, draft: GoodsDraft) =>
  draft.skus.map((s) => ({ goods_id: goodsId, spec_values: JSON.stringify(s.values), stock: s.stock, price: s.price ?? null }));

export const goodsSearchRow = (goodsId: number, draft: GoodsDraft, brandNames: string[]) => ({
  goods_id: goodsId,
  ...searchRow([draft.itemNo, ...Object.values(draft.i18n).map((t) => t.name), ...brandNames]),
});

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
