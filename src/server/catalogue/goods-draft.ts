import type { Locale } from '../../lib/i18n/locales.ts';
import type { SpecDimension } from '../../lib/schemas/goods.ts';
import { memberPays, memberPaysFrom } from '../../lib/pricing.ts';
import { exactNameKey, searchRow } from './search.ts';

/** A goods as the seeds, the tests and the console's save write it, and the table rows it becomes. */

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
  skus: { values: number[]; stock: number; price?: number | null; marketPrice?: number | null; salePrice?: number | null; memberPrice?: number | null; picture?: string | null }[];
}

/**
 * The rows of one goods: its goods row (with what a member pays, kept for sorting by price), its texts, its
 * SKUs and its search text. insertGoods writes them one goods at a time; the bulk seed many at once.
 */
export function goodsColumns(draft: GoodsDraft) {
  const from = memberPaysFrom(draft, draft.skus.map((s) => ({ price: s.price ?? null, marketPrice: s.marketPrice ?? null, salePrice: s.salePrice ?? null, memberPrice: s.memberPrice ?? null })));
  return {
    item_no: draft.itemNo,
    brand_id: draft.brandId,
    category_id: draft.categoryId,
    price: draft.price,
    market_price: draft.marketPrice,
    sale_price: draft.salePrice,
    member_price: draft.memberPrice,
    member_pays: memberPays(draft),
    member_pays_from: from,
    price_order: from ?? memberPays(draft),
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
  Object.entries(draft.i18n).map(([locale, t]) => ({ goods_id: goodsId, locale, name: t.name, name_folded: exactNameKey(t.name), description: t.description ?? null, specs: JSON.stringify(t.specs) }));

/** A SKU's own prices and picture as the skus table keeps them; left out is null (follows the goods). */
export const skuColumns = (s: { price?: number | null; marketPrice?: number | null; salePrice?: number | null; memberPrice?: number | null; picture?: string | null }) => ({
  price: s.price ?? null,
  market_price: s.marketPrice ?? null,
  sale_price: s.salePrice ?? null,
  member_price: s.memberPrice ?? null,
  picture: s.picture ?? null,
});

export const goodsSkuRows = (goodsId: number, draft: GoodsDraft) =>
  draft.skus.map((s) => ({ goods_id: goodsId, spec_values: JSON.stringify(s.values), stock: s.stock, ...skuColumns(s) }));

/** The search text of a goods: item number, names and brand names, its Indonesian name's roots marked and its Chinese names' pinyin (search.ts). */
export const goodsSearchRow = (goodsId: number, draft: GoodsDraft, brandNames: string[]) => {
  const names = [...Object.values(draft.i18n).map((t) => t.name), ...brandNames];
  return { goods_id: goodsId, ...searchRow([draft.itemNo, ...names], draft.i18n.id ? [draft.i18n.id.name] : [], names) };
};
