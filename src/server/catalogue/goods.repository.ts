import { sql, type Expression, type Kysely, type QueryCreator, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database, Executor } from '../db/schema.ts';
import { quickVersionOf } from '../db/catalogue-version.ts';
import { compiledPerKey, compiledPerShape } from '../db/compiled.ts';
import { firstOf } from '../db/first-of.ts';
import { textLocales } from '../../lib/i18n/fallback.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { MAX_PAGE_SIZE, priceRangeFen, type GoodsListQuery } from '../../lib/schemas/goods.ts';
import { allTermsIds, holdsAllTerms, matchesAllTerms, termIds } from '../db/search-index.ts';
import { LIST_COUNT_CAP } from '../../lib/limits.ts';
import { searchTerms, type SearchTerm } from './search.ts';

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

/** The localized goods with some ids: one statement per locale and number of ids, built and compiled once each. */
const goodsWithIds = compiledPerShape((db: Executor, shape: `${Locale} ${number}`, ...ids: number[]) => localizedGoods(db, shape.split(' ')[0] as Locale).where('g.id', 'in', ids));

export async function goodsByIds(db: Executor, locale: Locale, ids: number[]): Promise<GoodsRow[]> {
  if (ids.length === 0) return [];
  const rows = ids.length <= COMPILED_IDS_UP_TO ? await goodsWithIds(db, `${locale} ${ids.length}`, ...ids) : await localizedGoods(db, locale).where('g.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is GoodsRow => !!r);
}

/**
 * `locale`: the reader's language, which decides whether words are also looked up by their roots (search.ts).
 * `rank`: one rank of a ranked search (search-rank.repository.ts), the condition its goods meet; `skip`: goods passed
 * before the page, where a rank's page does not start at a page boundary (else page × pageSize). `walkTo`: how far
 * down the order a walk goes (walkBoundQuery), the value of the order's first column there.
 */
export type PageQuery = GoodsListQuery & { categoryIds?: number[]; locale?: Locale; rank?: Expression<SqlBool>; skip?: number; walkTo?: number | string };

/**
 * How a keyword search finds its page (decision 088). `walk`: go down the order's index and check each goods'
 * search text, which stops once the page is full: right when most goods match (a common word) and the page is
 * near the top. `collect`: list every match from the search index first, then order them: right when few match,
 * where a walk would pass most of the catalogue to fill a page. `short walk`: a walk that goes only so far down
 * the order and collects when it has not filled the page there (decision 109). `price order`: the page read from
 * the search's matches listed in price order, remembered per catalogue version (decision 110).
 */
export type KeywordPlan = 'walk' | 'short walk' | 'collect' | 'price order';

/** A walk is taken for pages ending within this many goods: past it, even a common word's walk costs more. */
const WALK_DEPTH = 100;

/**
 * PostgreSQL walks for searches with more matches than this (short walks up to LIST_COUNT_CAP): its collect re-reads
 * every match's search text from the table, about 6 µs each at 100k goods, where SQLite's reads an FTS5 id list.
 */
export const SHORT_WALK_MATCHES = 1_000;

/** How many goods down the list's order its page ends. */
export const pageEnd = (q: Pick<PageQuery, 'page' | 'pageSize' | 'skip'>) => (q.skip ?? (q.page - 1) * q.pageSize) + q.pageSize;

/** Searches in price order with more matches than this remember them in that order: fewer cost little to collect. */
export const PRICE_ORDER_MATCHES = 1_000;

/** The plan for a search whose matches were counted (up to LIST_COUNT_CAP + 1, as lists count them). */
export function keywordPlan(dialect: Dialect, counted: number, q: Pick<PageQuery, 'page' | 'pageSize' | 'skip' | 'sort'>): KeywordPlan {
  // A word names a kind of goods, and kinds gather in price: a walk from the cheap end may pass most of the catalogue.
  if (q.sort === 'price') return counted > PRICE_ORDER_MATCHES ? 'price order' : 'collect';
  if (pageEnd(q) > WALK_DEPTH) return 'collect';
  if (counted > LIST_COUNT_CAP) return 'walk';
  // Not in price order: a word names a kind of goods, and kinds gather in price, so its matches may lie far down.
  return dialect === 'postgres' && counted > SHORT_WALK_MATCHES ? 'short walk' : 'collect';
}

/** What a member pays lies within the list's price bounds (priceRangeFen); always true when it has none. */
function withinPrice(q: PageQuery) {
  const range = priceRangeFen(q);
  const bounds = [
    range?.min !== undefined && sql<SqlBool>`g.member_pays >= ${range.min}`,
    range?.max !== undefined && sql<SqlBool>`g.member_pays <= ${range.max}`,
  ].filter((b) => b !== false);
  return bounds.length ? sql<SqlBool>`${sql.join(bounds, sql` and `)}` : undefined;
}

/** On-shelf goods narrowed by category, brand, price range and every search term. */
function filtered(db: Kysely<Database>, dialect: Dialect, q: PageQuery, terms: SearchTerm[], plan: 'walk' | 'collect') {
  // PostgreSQL collects the matches once, as a materialised list: left to itself, it may walk goods by id and
  // test each against a rare word's index condition, passing the whole catalogue.
  const pgCollect = dialect === 'postgres' && plan === 'collect' && terms.length > 0;
  const from: QueryCreator<Database> = pgCollect ? (db.with((cte) => cte('matched').materialized(), () => sql`(${allTermsIds(dialect, terms)})`) as unknown as QueryCreator<Database>) : db;
  let base = from.selectFrom('goods as g').where('g.on_shelf', '=', 1);
  if (q.categoryIds) base = base.where('g.category_id', 'in', q.categoryIds);
  if (q.brandId) base = base.where('g.brand_id', '=', q.brandId);
  const price = withinPrice(q);
  if (price) base = base.where(price);
  if (q.rank) base = base.where(q.rank);
  if (plan === 'walk' && q.walkTo !== undefined) base = base.where(sql.ref(orderColumn(q)), orderDirection(q) === 'asc' ? '<=' : '>=', q.walkTo);
  if (pgCollect) base = base.where(sql<SqlBool>`g.id in (select id from matched)`);
  else if (terms.length && plan === 'walk') base = base.where(holdsAllTerms(dialect, terms, sql.ref('g.id')));
  else if (terms.length) base = base.where((eb) => eb.and(matchesAllTerms(dialect, terms, sql.ref('g.id'))));
  return base;
}

/**
 * Search results in the default order on SQLite: the FTS5 index of the longest term hands out matching ids
 * newest first and the query stops after one page, where `id in (…)` would first collect every match. The
 * other terms are joined on the id, which FTS5 answers by seeking.
 */
function searchNewestFirst(db: Kysely<Database>, q: PageQuery, terms: SearchTerm[]) {
  const [driver, ...rest] = [...terms].sort((a, b) => [...b[0]].length - [...a[0]].length);
  let query = db.selectFrom(sql<{ id: number }>`(${termIds('sqlite', driver!)})`.as('m0')).innerJoin('goods as g', 'g.id', 'm0.id');
  rest.forEach((term, i) => {
    const alias = `m${i + 1}`;
    query = query.innerJoin(sql<{ id: number }>`(${termIds('sqlite', term)})`.as(alias), (j) => j.on(sql<SqlBool>`${sql.ref(`${alias}.id`)} = m0.id`));
  });
  query = query.where('g.on_shelf', '=', 1);
  if (q.categoryIds) query = query.where('g.category_id', 'in', q.categoryIds);
  if (q.brandId) query = query.where('g.brand_id', '=', q.brandId);
  const price = withinPrice(q);
  if (price) query = query.where(price);
  if (q.rank) query = query.where(q.rank);
  return query.select('g.id').orderBy('m0.id', 'desc');
}

/** The column a list's order goes by first, and which way. */
const orderColumn = (q: PageQuery) => (q.sort === 'sales' ? 'g.sales' : q.sort === 'price' ? 'g.price_order' : q.sort === 'latest' ? 'g.created_at' : 'g.id');
export const orderDirection = (q: Pick<PageQuery, 'sort' | 'order'>) => (q.sort === 'default' ? 'desc' : (q.order ?? (q.sort === 'price' ? 'asc' : 'desc')));

/**
 * The value of the order's first column `passes` goods down the list's order, words aside: how far a short walk
 * goes. Nothing when the list holds fewer goods (the walk may then go to its end).
 */
export function walkBoundQuery(db: Kysely<Database>, dialect: Dialect, q: PageQuery, passes: number) {
  return filtered(db, dialect, { ...q, rank: undefined, walkTo: undefined }, [], 'collect')
    .select(sql<number | string>`${sql.ref(orderColumn(q))}`.as('bound'))
    .orderBy(sql.ref(orderColumn(q)), orderDirection(q))
    .limit(1)
    .offset(passes - 1);
}

/**
 * The query for one page of ids in the asked order; ties always break by id. `plan` says how a keyword search
 * finds its goods (keywordPlan); SQLite's newest-first search walks its own index either way.
 */
export function goodsPageQuery(db: Kysely<Database>, dialect: Dialect, q: PageQuery, plan: 'walk' | 'collect' = 'collect') {
  const terms = searchTerms(q.keyword, q.locale);
  let ordered;
  if (dialect === 'sqlite' && terms.length && q.sort === 'default') ordered = searchNewestFirst(db, q, terms);
  else {
    ordered = filtered(db, dialect, q, terms, plan).select('g.id');
    for (const [column, dir] of listOrder(q)) ordered = ordered.orderBy(sql.ref(column), dir);
  }
  return ordered.limit(q.pageSize).offset(q.skip ?? (q.page - 1) * q.pageSize);
}

/** The columns a list is ordered by, with their directions: the order's own column, then the id that breaks ties. */
function listOrder(q: PageQuery): [column: string, direction: 'asc' | 'desc'][] {
  const dir = orderDirection(q);
  if (q.sort === 'price') return [['g.price_order', dir], ['g.id', 'asc']];
  return q.sort === 'default' ? [['g.id', 'desc']] : [[orderColumn(q), dir], ['g.id', dir]];
}

/**
 * One page of a list without words, read whole in one statement: the page's ids found as goodsPageQuery finds them,
 * with the goods they name (localizedGoods) in that order, and the catalogue version the statement saw. The page's
 * ids, its goods and the version check of its remembered total then cost the database one round trip, not three
 * (decision 118). The page's own rows carry its order: the goods are read by id for each of them and put in order
 * after, never walked in order themselves.
 */
export function listPageGoodsQuery(db: Kysely<Database>, dialect: Dialect, locale: Locale, q: PageQuery) {
  const order = listOrder(q);
  let page = filtered(db, dialect, q, [], 'collect').select(order.map(([column], i) => sql.ref(column).as(`k${i}`)));
  for (const [column, dir] of order) page = page.orderBy(sql.ref(column), dir);
  let goods = localizedGoods(db, locale)
    .innerJoin(page.limit(q.pageSize).offset((q.page - 1) * q.pageSize).as('p'), (join) => join.on(sql<SqlBool>`g.id = ${sql.ref(`p.k${order.length - 1}`)}`))
    .select(sql<number | string>`(select version from catalogue_state where id = 1)`.as('catalogue_version'));
  order.forEach(([, dir], i) => (goods = goods.orderBy(sql.ref(`p.k${i}`), dir)));
  return goods;
}

/** Statements of list pages kept compiled: the pages asked most (each order's first pages) are built once. */
const COMPILED_LIST_PAGES = 1_000;
const listPageStatement = compiledPerKey(COMPILED_LIST_PAGES, listPageGoodsQuery);

/** A page of a list without words (listPageGoodsQuery); the whole query and locale are the key of its statement. */
export function listPageGoods(db: Kysely<Database>, dialect: Dialect, locale: Locale, q: PageQuery): Promise<(GoodsRow & { catalogue_version: number | string })[]> {
  return listPageStatement(db, JSON.stringify([dialect, locale, q]), dialect, locale, q);
}

/**
 * How many on-shelf goods match the query's filters and terms, counted now up to `upTo` (one past the count a list
 * shows, LIST_COUNT_CAP): a common word among millions of goods costs no more to count than one among 10,000.
 */
export async function countGoods(db: Kysely<Database>, dialect: Dialect, q: PageQuery, upTo: number): Promise<number> {
  const row = await countGoodsQuery(db, dialect, q, upTo).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The statement countGoods runs (its plan is tested). */
export function countGoodsQuery(db: Kysely<Database>, dialect: Dialect, q: PageQuery, upTo: number) {
  const terms = searchTerms(q.keyword, q.locale);
  const matches = dialect === 'postgres' && terms.length ? pgMatchesUpTo(db, q, terms, upTo) : filtered(db, dialect, q, terms, 'collect').select('g.id').limit(upTo);
  return db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<number>().as('n'));
}

/** PostgreSQL: up to `upTo` matches in index order, each checked by a lateral probe; a join would hash them all (decision 113). */
function pgMatchesUpTo(db: Kysely<Database>, q: PageQuery, terms: SearchTerm[], upTo: number) {
  // `limit 1` keeps the probe a subquery of its own, run per match, instead of a join the planner may turn into a hash.
  const probe = filtered(db, 'postgres', q, [], 'collect').select(sql.lit(1).as('one')).where(sql<SqlBool>`g.id = m.id`).limit(1);
  const matched = db.with((cte) => cte('matched').materialized(), () => sql<{ id: number }>`(${allTermsIds('postgres', terms)})`);
  return matched.selectFrom('matched as m').innerJoinLateral(probe.as('g'), (join) => join.onTrue()).select('m.id').limit(upTo);
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
