/**
 * The statements of goods lists: a page's ids in each order, with every filter and search (goodsPageQuery), a page
 * of a list without words read whole (listPageGoodsQuery), the bound of a walk down an order, and capped counts.
 */
import { sql, type Expression, type Kysely, type QueryCreator, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { compiledPerKey } from '../db/compiled.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { priceRangeFen, type GoodsListQuery } from '../../lib/schemas/goods.ts';
import { allTermsIds, holdsAllTerms, matchesAllTerms, termIds } from '../db/search-index.ts';
import { LIST_COUNT_CAP } from '../../lib/limits.ts';
import { searchTerms, type SearchTerm } from './search.ts';
import { catalogueVersionColumn, localizedGoods, type GoodsRow } from './goods.repository.ts';

/**
 * `locale`: the reader's language, which decides whether words are also looked up by their roots (search.ts).
 * `rank`: one rank of a ranked search (search-rank.repository.ts), the condition its goods meet; `skip`: goods passed
 * before the page, where a rank's page does not start at a page boundary (else page × pageSize). `walkTo`: how far
 * down the order a walk goes (walkBoundQuery), the value of the order's first column there.
 */
export type PageQuery = GoodsListQuery & { categoryIds?: number[]; locale?: Locale; rank?: Expression<SqlBool>; skip?: number; walkTo?: number | string; pricePlan?: PricePlan };

/**
 * How SQLite finds a page of a list without words in a price range, in any order but price (decision 120): `walk`
 * down the order's index, checking each goods' price, which is right when many goods are in the range; `collect`
 * the goods in the range from the price index, then order them, right when few are. SQLite knows nothing of how
 * prices spread and took the price index for every range: 300 ms for page 100 of a range holding every goods.
 * PostgreSQL weighs the range by its statistics and needs no plan.
 */
export type PricePlan = 'walk' | 'collect';

/** The price plan for a list whose goods in the range were counted (up to LIST_COUNT_CAP + 1). */
export const pricePlan = (counted: number): PricePlan => (counted > LIST_COUNT_CAP ? 'walk' : 'collect');

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

/** A value of a statement: a parameter, or written into its text (writtenIn). */
type Value = <T extends number>(value: T) => T | RawBuilder<T>;
const asParameter: Value = (value) => value;
/**
 * Every value written into the statement's text, for PostgreSQL's list pages (decision 120). PostgreSQL plans a
 * prepared statement anew on each run while the generic plan it could keep looks dearer than the plans made for the
 * values, as it does when the limit is a parameter (it assumes a tenth of the goods): 0.35 ms a page at 100,000
 * goods, more than running it. Written in, the generic plan is that very plan, kept after five runs. Only numbers
 * come here: a request's validated values and ids read from the database.
 */
const writtenIn: Value = (value) => sql.lit(value);

/**
 * The price a goods card shows (the "from" price, else what a member pays; what "sort by price" orders by) lies
 * within the list's price bounds (priceRangeFen); always true when it has none. `unindexed`: SQLite checks it on
 * each goods it passes (a unary + keeps a column's value and hides its index).
 */
function withinPrice(q: PageQuery, value: Value = asParameter, unindexed = false) {
  const range = priceRangeFen(q);
  const price = unindexed ? sql`+g.price_order` : sql.ref('g.price_order');
  const bounds = [
    range?.min !== undefined && sql<SqlBool>`${price} >= ${value(range.min)}`,
    range?.max !== undefined && sql<SqlBool>`${price} <= ${value(range.max)}`,
  ].filter((b) => b !== false);
  return bounds.length ? sql<SqlBool>`${sql.join(bounds, sql` and `)}` : undefined;
}

/** On-shelf goods narrowed by category, brand, price range and every search term. */
function filtered(db: Kysely<Database>, dialect: Dialect, q: PageQuery, terms: SearchTerm[], plan: 'walk' | 'collect', value: Value = asParameter) {
  // PostgreSQL collects the matches once, as a materialised list: left to itself, it may walk goods by id and
  // test each against a rare word's index condition, passing the whole catalogue.
  const pgCollect = dialect === 'postgres' && plan === 'collect' && terms.length > 0;
  const from: QueryCreator<Database> = pgCollect ? (db.with((cte) => cte('matched').materialized(), () => sql`(${allTermsIds(dialect, terms)})`) as unknown as QueryCreator<Database>) : db;
  let base = from.selectFrom('goods as g').where('g.on_shelf', '=', value(1));
  if (q.categoryIds) base = base.where('g.category_id', 'in', q.categoryIds.map(value));
  if (q.brandId) base = base.where('g.brand_id', '=', value(q.brandId));
  // SQLite takes the price index where it was chosen: a list without words in price order or collected by price.
  // A search goes by its words (or down its order) and checks prices on the way.
  const wordless = terms.length === 0 && !q.keyword?.trim();
  const price = withinPrice(q, value, dialect === 'sqlite' && (!wordless || q.pricePlan === 'walk'));
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
  const price = withinPrice(q, asParameter, true);
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
  // SQLite keeps one plan per statement whatever its values: a parameter lets one statement serve every page.
  const value = dialect === 'postgres' ? writtenIn : asParameter;
  let page = filtered(db, dialect, q, [], 'collect', value).select(order.map(([column], i) => sql.ref(column).as(`k${i}`)));
  // Ordered by its columns' values, not down their index: the goods come from the price index.
  const collected = dialect === 'sqlite' && q.pricePlan === 'collect';
  for (const [column, dir] of order) page = page.orderBy(collected ? sql`+${sql.ref(column)}` : sql.ref(column), dir);
  let goods = localizedGoods(db, locale)
    .innerJoin(page.limit(value(q.pageSize)).offset(value((q.page - 1) * q.pageSize)).as('p'), (join) => join.on(sql<SqlBool>`g.id = ${sql.ref(`p.k${order.length - 1}`)}`))
    .select(catalogueVersionColumn());
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
