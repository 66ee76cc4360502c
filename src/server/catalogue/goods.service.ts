import type { Dialect } from '../db/database.ts';
import type { DbPool, Executor } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import { pickText } from '../../lib/i18n/fallback.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { priceRangeFen, type GoodsCard, type GoodsListQuery, type GoodsPage } from '../../lib/schemas/goods.ts';
import { LIST_COUNT_CAP } from '../../lib/limits.ts';
import { listPaging } from '../../lib/list-paging.ts';
import { descendantIds, listCategories } from './category.service.ts';
import { catalogueVersion, findOnShelfGoods, flaggedGoods, goodsByIds, goodsByIdsWithVersion, goodsSkus, goodsTexts, setSkuStock, type GoodsRow } from './goods.repository.ts';
import { countGoods, keywordPlan, listPageGoods, pricePlan, type PageQuery } from './goods-list.repository.ts';
import { pageIdsBy } from './keyword-pages.ts';
import { lastRemembered, listTotal, remembered, rememberedAt } from './list-totals.ts';
import { searchTerms, type SearchTerm } from './search.ts';
import { correctedKeyword } from './keyword-correction.ts';
import { rankedPageIds, searchFacts } from './ranked-search.service.ts';
import { guestPays, savings } from '../../lib/pricing.ts';
import type { SpecDimension } from '../../lib/schemas/goods.ts';
import type { GoodsRating, ReviewTotals } from '../../lib/schemas/review.ts';
import { summaryOf } from '../../lib/reviews.ts';
import { pickSpecs } from '../../lib/line-specs.ts';

export interface CatalogueDeps {
  /** The primary: writes, and what a member reads back of their own (favourites, footprints). */
  db: DbPool;
  /**
   * Catalogue reads for display (lists, search, home, guests' goods detail), which may lag a little behind the
   * primary: a standby when DATABASE_READ_URL is set, else the same pool as `db` (decision 082).
   */
  reads: DbPool;
  dialect: Dialect;
}

export function toCard(row: GoodsRow): GoodsCard {
  const images = JSON.parse(row.images) as string[];
  const { rating } = summaryOf(row);
  return {
    id: row.id,
    name: row.name ?? row.item_no,
    image: images[0] ?? '',
    price: row.price,
    marketPrice: row.market_price,
    salePrice: row.sale_price,
    memberPrice: row.member_price,
    memberPays: row.member_pays,
    memberPaysFrom: row.member_pays_from === null ? null : Number(row.member_pays_from),
    sales: row.sales,
    freeShipping: row.free_shipping === 1,
    selfOperated: row.self_operated === 1,
    brandName: row.brand_name,
    rating: rating.count > 0 ? { average: rating.average, count: rating.count } : null,
  };
}

/**
 * A page of the goods list. A keyword that finds nothing is tried once more one typo away (decision 100): the page
 * then says which keyword found its goods.
 */
export async function listGoods(deps: CatalogueDeps, locale: Locale, q: GoodsListQuery): Promise<GoodsPage> {
  const found = await listGoodsAsTyped(deps, locale, q);
  if (found.total > 0 || !q.keyword) return found;
  const corrected = await correctedKeyword(deps, q.keyword);
  if (!corrected) return found;
  const again = await listGoodsAsTyped(deps, locale, { ...q, keyword: corrected });
  return again.total > 0 ? { ...again, correctedKeyword: corrected } : found;
}

async function listGoodsAsTyped(deps: CatalogueDeps, locale: Locale, q: GoodsListQuery): Promise<GoodsPage> {
  const terms = searchTerms(q.keyword, locale);
  const { rows, counted } = terms.length ? await searchedGoods(deps, { ...q, categoryIds: q.categoryId ? await categoriesNow(deps, locale, q.categoryId) : undefined, locale }, terms) : await listedGoods(deps, locale, q);
  return { list: rows.map(toCard), ...listPaging(counted, q.pageSize), page: q.page, pageSize: q.pageSize };
}

/** What the categories a category's list shows (itself and every visible one under it) are remembered by. */
const categoriesKey = (id: number) => JSON.stringify(['category and below', id]);
const categoriesAt = (deps: CatalogueDeps, locale: Locale, id: number, version: number) => rememberedAt(deps.reads, categoriesKey(id), version, async () => descendantIds(await listCategories(deps.reads, locale), id));
const categoriesNow = async (deps: CatalogueDeps, locale: Locale, id: number) => categoriesAt(deps, locale, id, await catalogueVersion(deps.reads));

/**
 * A page of a list without words: its goods and the catalogue version in one statement, then the total remembered
 * for its filter at that version, counted only when none is (decision 118). A category's list takes the categories
 * under it as last remembered, and keeps the page when the version its statement saw is the one they were found at
 * (the version moves with the category tree, migration 0045); else it finds them at the version now (decision 119).
 */
async function listedGoods(deps: CatalogueDeps, locale: Locale, q: GoodsListQuery): Promise<{ rows: GoodsRow[]; counted: number }> {
  const pageAt = async (categoryIds: number[] | undefined) => {
    const pq: PageQuery = { ...q, categoryIds, locale };
    return { pq, found: await listPageGoods(deps.reads, deps.dialect, locale, pq) };
  };
  const totalAt = (pq: PageQuery, version: number) => rememberedAt(deps.reads, filterKey(pq, []), version, () => countGoods(deps.reads, deps.dialect, pq, LIST_COUNT_CAP + 1));
  // SQLite finds a price range's page as the count of goods in it says (decision 120): the count comes first.
  const countedFirst = deps.dialect === 'sqlite' && priceRangeFen(q) !== undefined && q.sort !== 'price';
  const guess = q.categoryId && !countedFirst ? lastRemembered<number[]>(deps.reads, categoriesKey(q.categoryId)) : undefined;
  const guessed = guess && (await guess.value.catch(() => undefined));
  if (!countedFirst && (!q.categoryId || guessed)) {
    const { pq, found } = await pageAt(guessed);
    const seen = found[0] && Number(found[0].catalogue_version);
    if (seen !== undefined && (!guess || guess.version === seen)) return { rows: found, counted: await totalAt(pq, seen) };
    // A page past the end has no row to carry the version.
    if (!q.categoryId) return { rows: found, counted: await totalAt(pq, await catalogueVersion(deps.reads)) };
  }
  const version = await catalogueVersion(deps.reads);
  const categoryIds = q.categoryId ? await categoriesAt(deps, locale, q.categoryId, version) : undefined;
  if (countedFirst) {
    const counted = await totalAt({ ...q, categoryIds, locale }, version);
    return { rows: await listPageGoods(deps.reads, deps.dialect, locale, { ...q, categoryIds, locale, pricePlan: pricePlan(counted) }), counted };
  }
  const { pq, found } = await pageAt(categoryIds);
  return { rows: found, counted: await totalAt(pq, version) };
}

/** A page of a search: its ids found as its plan says (remembered per version but in sales order), then their goods. */
async function searchedGoods(deps: CatalogueDeps, q: PageQuery, terms: SearchTerm[]): Promise<{ rows: GoodsRow[]; counted: number }> {
  // The page as last remembered, whatever the version: its goods' statement reads the version too, and the page
  // stands if that is the version it was found at (decision 119).
  const guess = q.sort === 'sales' ? undefined : lastRemembered<{ ids: number[]; counted: number }>(deps.reads, searchPageKey(q, terms), 'pages');
  const guessed = guess && (await guess.value.catch(() => undefined));
  if (guessed && guessed.ids.length > 0) {
    const rows = await goodsByIdsWithVersion(deps.reads, q.locale!, guessed.ids);
    if (rows[0] && Number(rows[0].catalogue_version) === guess.version) return { rows, counted: guessed.counted };
  }
  const { ids, counted } = await goodsPage(deps, q, terms);
  return { rows: await goodsByIds(deps.reads, q.locale!, ids), counted };
}

/** What a search's page is remembered by, in every order but sales. */
const searchPageKey = (q: PageQuery, terms: SearchTerm[]) => JSON.stringify([filterKey(q, terms), q.keyword!.trim(), q.sort, q.order ?? null, q.page, q.pageSize]);

/**
 * One page of a search's on-shelf goods ids in the asked order, plus the count of matches up to one past the cap
 * (remembered per filter, see list-totals.ts). The page is remembered as well, per catalogue version, in every
 * order but sales (which orders change without a new version): asked again, it costs a lookup (decision 111).
 */
async function goodsPage(deps: CatalogueDeps, q: PageQuery, terms: SearchTerm[]): Promise<{ ids: number[]; counted: number }> {
  const find = () => searchPage(deps, q, terms, filterKey(q, terms));
  if (q.sort === 'sales') return find();
  return remembered(deps.reads, searchPageKey(q, terms), find, 'pages');
}

/** What a list's goods are chosen by (not their order or page): the key its totals and orders are remembered by. */
const filterKey = (q: PageQuery, terms: SearchTerm[]) => JSON.stringify([q.categoryIds ?? null, q.brandId ?? null, terms, priceRangeFen(q) ?? null]);

async function searchPage(deps: CatalogueDeps, q: PageQuery, terms: SearchTerm[], key: string) {
  // A search in the default order is ranked: its count comes with what its ranks need (decision 108).
  if (q.sort === 'default') {
    const facts = await searchFacts(deps, q, terms, key);
    return { ids: await rankedPageIds(deps, q, terms, facts, key), counted: facts.counted };
  }
  // The count comes first (remembered, it costs a lookup): how many goods match decides how the page is found.
  const counted = await listTotal(deps.reads, key, () => countGoods(deps.reads, deps.dialect, q, LIST_COUNT_CAP + 1));
  return { ids: await pageIdsBy(deps, q, keywordPlan(deps.dialect, counted, q), key, counted), counted };
}

/**
 * The first `limit` on-shelf goods holding a keyword, best selling first, found without the count a list page
 * carries: a short walk down the sales order, collecting only where the walk has not filled the page (decision
 * 116). Suggestions show no total, and counting a common two-character word's matches took up to 150 ms at 100,000
 * goods. A keyword nothing holds goes through listGoods, whose typo correction the suggestions then follow.
 */
export async function bestSellersHolding(deps: CatalogueDeps, locale: Locale, keyword: string, limit: number): Promise<Pick<GoodsPage, 'list' | 'correctedKeyword'>> {
  const q: PageQuery = { keyword, page: 1, pageSize: limit, sort: 'sales', locale };
  const terms = searchTerms(keyword, locale);
  const ids = terms.length ? await pageIdsBy(deps, q, 'short walk', filterKey(q, terms)) : [];
  if (ids.length === 0) return listGoods(deps, locale, q);
  return { list: (await goodsByIds(deps.reads, locale, ids)).map(toCard) };
}

export async function goodsWithFlag(deps: CatalogueDeps, locale: Locale, flag: 'hot' | 'new' | 'recommended', limit: number): Promise<GoodsCard[]> {
  const rows = await flaggedGoods(deps.reads, locale, flag, limit);
  return rows.map(toCard);
}

export interface GoodsDetail extends GoodsCard {
  itemNo: string;
  images: string[];
  description: string | null;
  services: string[];
  categoryId: number;
  brandId: number | null;
  guestPays: number;
  savings: number;
  specs: SpecDimension[];
  /** Each SKU with its own prices and picture, null where it follows the goods. */
  skus: { id: number; values: number[]; stock: number; price: number | null; marketPrice: number | null; salePrice: number | null; memberPrice: number | null; picture: string | null }[];
  stock: number;
  rating: GoodsRating;
  reviewCounts: ReviewTotals;
}

/**
 * An on-shelf goods in the asked language (names, description and specs each follow the locale's fallback chain),
 * read from `deps.reads`: its stock may be a moment old on a standby, which display can bear; the cart and
 * the order check stock on the primary.
 */
export async function goodsDetail(deps: CatalogueDeps, locale: Locale, id: number): Promise<GoodsDetail> {
  // One round of queries, not two: a goods asked for is almost always there.
  const [row, texts, skus] = await Promise.all([
    findOnShelfGoods(deps.reads, locale, id),
    goodsTexts(deps.reads, locale, id),
    goodsSkus(deps.reads, id),
  ]);
  if (!row) throw new NotFoundError('goods.notFound');
  const pick = <T>(get: (t: (typeof texts)[number]) => T | null) => pickText(texts, locale, get);
  const card = toCard(row);
  const reviews = summaryOf(row);
  return {
    ...card,
    rating: reviews.rating,
    reviewCounts: reviews.counts,
    itemNo: row.item_no,
    images: JSON.parse(row.images) as string[],
    description: pick((t) => t.description),
    services: row.services ? row.services.split(',') : [],
    categoryId: row.category_id,
    brandId: row.brand_id,
    guestPays: guestPays(card),
    savings: savings(card),
    specs: pickSpecs(texts, locale),
    skus: skus.map((s) => ({ id: s.id, values: JSON.parse(s.spec_values) as number[], stock: s.stock, price: s.price, marketPrice: s.market_price, salePrice: s.sale_price, memberPrice: s.member_price, picture: s.picture })),
    stock: skus.reduce((n, s) => n + s.stock, 0),
  };
}

/** The operator counts the warehouse: a SKU's stock becomes `stock` units (0 sells it out). */
export async function setStock(db: Executor, skuId: number, stock: number): Promise<void> {
  if (!Number.isSafeInteger(stock) || stock < 0) throw new DomainError('error.invalidParam');
  if (!(await setSkuStock(db, skuId, stock))) throw new NotFoundError('goods.notFound');
}
