import { z } from './zod.ts';
import { KEYWORD_MAX, MAX_LIST_PAGES } from '../limits.ts';
import { idField, idList, pageQuery } from './common.ts';

export const GOODS_SORTS = ['default', 'sales', 'price', 'latest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];
export const MAX_PAGE_SIZE = 60;

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idField().optional());

const listPages = pageQuery(20, MAX_PAGE_SIZE).shape;

/** Highest price bound a list takes, in yuan. */
export const MAX_PRICE_BOUND = 1_000_000;
const priceBound = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).max(MAX_PRICE_BOUND).transform((n) => Math.round(n * 100) / 100).optional()).catch(undefined);

/** The fen a list's price range keeps, or undefined when there is none or its ends are crossed. */
export function priceRangeFen(q: { minPrice?: number; maxPrice?: number }): { min?: number; max?: number } | undefined {
  if (q.minPrice === undefined && q.maxPrice === undefined) return undefined;
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) return undefined;
  return { min: q.minPrice === undefined ? undefined : Math.round(q.minPrice * 100), max: q.maxPrice === undefined ? undefined : Math.round(q.maxPrice * 100) };
}

/** Query of goods/suggest: what the shopper has typed so far. */
export const goodsSuggestQuery = z.object({
  keyword: z.string('validation.search.keyword').transform((s) => s.replaceAll('\u0000', '').trim()).pipe(z.string().min(1, 'validation.search.keyword').max(KEYWORD_MAX, 'validation.search.keyword')),
});

export type SuggestionType = 'goods' | 'brand' | 'category';
/** One suggestion: a goods (opens it), a brand or a category (opens the list filtered by it). */
export interface Suggestion {
  type: SuggestionType;
  text: string;
  id: number;
}

/**
 * Query of goods/list. Lenient on purpose: a bad page, size or sort falls back instead of failing the page; a
 * page past the deepest a list shows is that deepest page.
 */
export const goodsListQuery = pageQuery(20, MAX_PAGE_SIZE).extend({
  page: listPages.page.transform((n) => Math.min(n, MAX_LIST_PAGES)),
  // NUL is dropped rather than refused: the list page reads this query too and must still show.
  keyword: z.string().transform((s) => s.replaceAll('\u0000', '').trim()).pipe(z.string().max(KEYWORD_MAX)).optional().catch(undefined),
  categoryId: optionalId.catch(undefined),
  brandId: optionalId.catch(undefined),
  sort: z.enum(GOODS_SORTS).catch('default').default('default'),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  // A price range in yuan, as the shopper types it (whole or with fen); a range whose ends are crossed is not applied.
  minPrice: priceBound,
  maxPrice: priceBound,
});
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

export const goodsIdQuery = z.object({ id: idField('error.notFound') });

/** Goods favourited or viewed at once: a batch removal names at most this many. */
export const MAX_BATCH_IDS = 200;

export const collectGoodsInput = z.object({ goodsId: idField('error.notFound') });
export const uncollectGoodsInput = z.object({ goodsIds: idList({ max: MAX_BATCH_IDS }) });
/** Favourites and footprints page like the goods list. */
export const memberGoodsQuery = pageQuery(20, MAX_PAGE_SIZE);
/** Without ids, every footprint goes. */
export const deleteFootprintInput = z.object({ ids: idList({ max: MAX_BATCH_IDS }).optional() });

/** One dimension of a goods' specifications ("Capacity": 100 ml, 200 ml); a SKU picks one value of each. */
export interface SpecDimension {
  name: string;
  values: string[];
}

/** A goods as lists show it. Prices in fen. */
export interface GoodsCard {
  id: number;
  name: string;
  image: string;
  price: number;
  marketPrice: number;
  salePrice: number | null;
  memberPrice: number | null;
  /** What a member pays: the lowest applicable price. */
  memberPays: number;
  /** When its SKUs cost members different amounts, the lowest of them: the card reads "from ¥34.90". */
  memberPaysFrom?: number | null;
  sales: number;
  freeShipping: boolean;
  selfOperated: boolean;
  brandName: string | null;
  /** Average score and number of reviews shoppers can read; null while there are none. */
  rating?: { average: number; count: number } | null;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A goods list's page: its total is counted up to LIST_COUNT_CAP (`totalCapped` when there are more). */
export interface GoodsPage extends Page<GoodsCard> {
  totalCapped: boolean;
  /** The deepest page this list has: its last, or MAX_LIST_PAGES. */
  lastPage: number;
  /** When the keyword found nothing and one typo away it did: the keyword these goods were found by. */
  correctedKeyword?: string;
}
