import { LIST_COUNT_CAP } from '../../lib/limits.ts';
import { countGoods, keywordPlan, SHORT_WALK_MATCHES, type PageQuery } from './goods-list.repository.ts';
import type { Dialect } from '../db/database.ts';
import { brandNameRows, exactNameIds, isExactName, isOneOf, ranksOf, type Rank } from './search-rank.repository.ts';
import { exactNameKey, searchRow, type SearchTerm } from './search.ts';
import { listTotal, remembered } from './list-totals.ts';
import type { CatalogueDeps } from './goods.service.ts';
import { pageIdsBy } from './keyword-pages.ts';

/**
 * A keyword search in the default order is ranked (issue 31, decision 108): first the goods named exactly what was
 * searched (in any language, or by item number), then the goods whose names hold every word, then those found
 * through their brand's names alone; newest first within each rank. Each rank is a list query of its own under
 * the same plans as any search (decision 088), and a search with neither exact names nor a brand holding a word
 * (most searches) is one rank, the search as it is.
 */

/** Exact names listed as ids up to this many; past it (a name thousands of goods share) looked up by the index. */
const EXACT_LISTED = 500;

/**
 * How far the names rank of a search a brand holds is counted: PostgreSQL takes a short walk past SHORT_WALK_MATCHES
 * matches however many there are, and each goods of the brand counted reads its names (581 → 60 ms for «月» among
 * 100,000 goods); SQLite walks past LIST_COUNT_CAP and collects below it.
 */
const NAMED_COUNTED: Record<Dialect, number> = { postgres: SHORT_WALK_MATCHES, sqlite: LIST_COUNT_CAP };

/** What ranking a search needs besides its words, found once per filter and catalogue version. */
export interface SearchFacts {
  /** The matches, counted up to one past the cap. */
  counted: number;
  /** Goods named exactly what was typed, on the shelf or not; 'many' past EXACT_LISTED. */
  exact: number[] | 'many';
  /** Brands whose names hold a word. */
  brands: number[];
  /**
   * Matches of the names rank, which decide its plan: `counted` when no brand holds a word; else counted up to one
   * past the most that any of its plans tells apart (NAMED_COUNTED).
   */
  named: number;
}

/** The brands whose names (every language, with their pinyin) hold any of the terms. */
export function brandsHolding(rows: readonly { brand_id: number; name: string }[], terms: readonly SearchTerm[]): number[] {
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.brand_id, [...(names.get(row.brand_id) ?? []), row.name]);
  return [...names].filter(([, list]) => {
    const text = searchRow(list, [], list).body;
    return terms.some((term) => term.some((word) => text.includes(word)));
  }).map(([id]) => id);
}

/** The typed keyword as the exact names rank compares it: its folded form and the item numbers it may be. */
function typedAs(keyword: string | undefined) {
  const typed = (keyword ?? '').trim();
  return { key: exactNameKey(typed), itemNos: [...new Set([typed, typed.toUpperCase()])] };
}

function ranksFor(deps: CatalogueDeps, terms: readonly SearchTerm[], facts: Pick<SearchFacts, 'exact' | 'brands'>, keyword: string | undefined): Rank[] {
  const typed = typedAs(keyword);
  const exact = facts.exact === 'many' ? isExactName(typed.key, typed.itemNos) : facts.exact.length ? isOneOf(facts.exact) : undefined;
  return ranksOf(deps.dialect, terms, exact, facts.brands);
}

/** The goods of one rank as a list query asks for them: the exact names without the words (they hold every word). */
const rankQuery = (q: PageQuery, rank: Rank): PageQuery => ({ ...q, keyword: rank.kind === 'exact' ? undefined : q.keyword, rank: rank.condition });

/**
 * A search's count with what its ranks need. `key`: the search's filter as list totals remember it. Remembered per
 * catalogue version, so a search asked again costs what an unranked one does.
 */
export function searchFacts(deps: CatalogueDeps, q: PageQuery, terms: readonly SearchTerm[], key: string): Promise<SearchFacts> {
  const typed = typedAs(q.keyword);
  return remembered(deps.reads, JSON.stringify([key, 'ranked', typed.key, typed.itemNos]), async () => {
    const counting = countGoods(deps.reads, deps.dialect, q, LIST_COUNT_CAP + 1);
    // Awaited below; a failure of the lookups beside it must not leave its own failure unhandled.
    counting.catch(() => undefined);
    const [exactIds, brandRows] = await Promise.all([exactNameIds(deps.reads, typed.key, typed.itemNos, EXACT_LISTED + 1), brandNameRows(deps.reads)]);
    const exact = exactIds.length > EXACT_LISTED ? 'many' : exactIds;
    const brands = brandsHolding(brandRows, terms);
    if (brands.length === 0) {
      const counted = await counting;
      return { counted, exact, brands, named: counted };
    }
    // Counted beside the matches (on another connection): a common word's first search waits for one count, not two.
    const names = ranksFor(deps, terms, { exact, brands }, q.keyword).find((r) => r.kind === 'names')!;
    const [counted, named] = await Promise.all([counting, countGoods(deps.reads, deps.dialect, rankQuery(q, names), NAMED_COUNTED[deps.dialect] + 1)]);
    return { counted, exact, brands, named };
  });
}

/** The ids of one page of a ranked search; `key` as for searchFacts. */
export async function rankedPageIds(deps: CatalogueDeps, q: PageQuery, terms: readonly SearchTerm[], facts: SearchFacts, key: string): Promise<number[]> {
  const ranks = ranksFor(deps, terms, facts, q.keyword);
  const count = (rank: Rank) => listTotal(deps.reads, JSON.stringify([key, rank.kind, typedAs(q.keyword)]), () => countGoods(deps.reads, deps.dialect, rankQuery(q, rank), LIST_COUNT_CAP + 1));
  const ids: number[] = [];
  let skip = (q.page - 1) * q.pageSize;
  for (const [i, rank] of ranks.entries()) {
    const part: PageQuery = { ...rankQuery(q, rank), skip, pageSize: q.pageSize - ids.length };
    // Goods found through a brand alone are few or none; when a search finds mostly those, walking the order
    // for the others would pass the whole catalogue.
    const plan = rank.kind === 'names' ? keywordPlan(deps.dialect, facts.named, part) : 'collect';
    const rows = await pageIdsBy(deps, part, plan, key, facts.named);
    ids.push(...rows);
    if (ids.length === q.pageSize || i === ranks.length - 1) break;
    // This rank ran out within the page: the next one starts where it ended.
    const size = rows.length > 0 || skip === 0 ? skip + rows.length : await count(rank);
    skip = Math.max(0, skip - size);
  }
  return ids;
}
