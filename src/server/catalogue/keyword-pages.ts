import { LIST_COUNT_CAP, MAX_LIST_PAGES } from '../../lib/limits.ts';
import { MAX_PAGE_SIZE } from '../../lib/schemas/goods.ts';
import { goodsPageQuery, orderDirection, pageEnd, walkBoundQuery, type KeywordPlan, type PageQuery } from './goods-list.repository.ts';
import type { CatalogueDeps } from './goods.service.ts';
import { remembered } from './list-totals.ts';

/** How far down the order a short walk goes: this many goods for each goods up to the page's end, and one more such stretch. */
const SHORT_WALK_PASSES = 100;

/** How many of a search's matches are listed in price order: as many as the deepest page of the largest size reaches. */
const PRICE_ORDER_LISTED = MAX_LIST_PAGES * MAX_PAGE_SIZE;

/**
 * PostgreSQL lists a word more goods hold than a list counts by walking this many goods of the price order per match
 * it lists, before it collects instead (decision 115).
 */
const PRICE_ORDER_WALK_PASSES = 2;

/**
 * A search's first PRICE_ORDER_LISTED matches in price order (ids), listed once per filter, direction and catalogue
 * version, and whether they are all of its matches. The version moves with any goods' price, shelf, category, brand
 * or search text (migrations 0006 and 0043), so a list is never used past such a change.
 */
export interface PriceOrder {
  ids: Int32Array;
  all: boolean;
  /** How the matches were found: a walk down the price order, or every match collected and sorted. */
  by: 'walk' | 'collect';
}

/**
 * The matches among the next `stretch` goods of the order (at most a page of them, `q.pageSize`), and whether that
 * stretch reached the order's end: a bounded walk, the piece of short walks, price-order walks and their probe.
 */
async function walkWithin(deps: CatalogueDeps, q: PageQuery, stretch: number): Promise<{ rows: { id: number }[]; toTheEnd: boolean }> {
  const bound = await walkBoundQuery(deps.reads, deps.dialect, q, stretch).executeTakeFirst();
  const rows = await goodsPageQuery(deps.reads, deps.dialect, { ...q, walkTo: bound?.bound }, 'walk').execute();
  return { rows, toTheEnd: bound === undefined };
}

/** How many goods at the start of the price order tell whether a walk will fill the list, and how many must match. */
const PRICE_ORDER_PROBE = 600;
const PRICE_ORDER_PROBE_HELD = PRICE_ORDER_PROBE * 0.9;

/**
 * Whether the search holds nine in ten of the first PRICE_ORDER_PROBE goods of the price order: a word nearly every
 * goods holds, whose walk passes few goods that miss it. A word gathered in one part of the prices (the dear goods,
 * say) is collected without a walk that would fall short of the list.
 */
async function nearlyAllAtStart(deps: CatalogueDeps, q: PageQuery): Promise<boolean> {
  const { rows } = await walkWithin(deps, { ...q, pageSize: PRICE_ORDER_PROBE_HELD }, PRICE_ORDER_PROBE);
  return rows.length === PRICE_ORDER_PROBE_HELD;
}

export async function listPriceOrder(deps: CatalogueDeps, q: PageQuery, counted: number, passes = PRICE_ORDER_WALK_PASSES): Promise<PriceOrder> {
  const listed = { ...q, page: 1, pageSize: PRICE_ORDER_LISTED, skip: 0 };
  const list = (rows: { id: number }[], by: PriceOrder['by']) => ({ ids: Int32Array.from(rows, (r) => r.id), all: rows.length < PRICE_ORDER_LISTED, by });
  // A word most goods hold: the first stretch of the price order holds the listed matches, where PostgreSQL's collect
  // would gather and sort every match (SQLite's FTS5 collect is cheap enough).
  if (deps.dialect === 'postgres' && counted > LIST_COUNT_CAP && (await nearlyAllAtStart(deps, listed))) {
    const walked = await walkWithin(deps, listed, passes * PRICE_ORDER_LISTED);
    if (walked.rows.length === PRICE_ORDER_LISTED || walked.toTheEnd) return list(walked.rows, 'walk');
  }
  return list(await goodsPageQuery(deps.reads, deps.dialect, listed, 'collect').execute(), 'collect');
}

/**
 * The ids of a page found by `plan`; `key` names the search's filter as list totals remember it. A short walk stops
 * where the order has passed SHORT_WALK_PASSES goods per goods of the page, and collects when it has not filled the
 * page by then: matches gathered down the order cost a bounded walk and the collect they would have cost anyway
 * (decision 109). In price order, a page is read from the search's remembered matches in that order (decision 110),
 * listed by how many the search has (`counted`, as lists count them).
 */
export async function pageIdsBy(deps: CatalogueDeps, q: PageQuery, plan: KeywordPlan, key: string, counted = 0): Promise<number[]> {
  const ids = async (p: PageQuery, how: 'walk' | 'collect') => (await goodsPageQuery(deps.reads, deps.dialect, p, how).execute()).map((r) => r.id);
  if (plan === 'price order') {
    const order = await remembered(deps.reads, JSON.stringify([key, 'price order', orderDirection(q)]), () => listPriceOrder(deps, q, counted), 'orders');
    // Past the listed matches (a page deeper than the list shows): collected as before.
    if (!order.all && pageEnd(q) > order.ids.length) return ids(q, 'collect');
    return [...order.ids.subarray(pageEnd(q) - q.pageSize, pageEnd(q))];
  }
  if (plan !== 'short walk') return ids(q, plan);
  const walked = await walkWithin(deps, q, SHORT_WALK_PASSES * (pageEnd(q) + 1));
  return walked.rows.length === q.pageSize || walked.toTheEnd ? walked.rows.map((r) => r.id) : ids(q, 'collect');
}
