import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Executor } from '../db/schema.ts';
import type { SearchTerm } from '../db/search-index.ts';

/**
 * The conditions that split a keyword search's matches into its ranks (decision 108), each on the goods `g` of
 * a list query: the goods named exactly what was searched, then those whose names hold every word, then those
 * found through their brand alone.
 */

export interface Rank {
  kind: 'exact' | 'names' | 'brand';
  /** What the rank's goods meet besides the search; none: every match (the search as it is). */
  condition?: Expression<SqlBool>;
}

/** Goods with a name (in any language) that is exactly `key` (exactNameKey), or whose item number is one of `itemNos`. */
export function isExactName(key: string, itemNos: readonly string[]): Expression<SqlBool> {
  const named = sql`select goods_id from goods_i18n where name_folded = ${key}`;
  return sql<SqlBool>`(g.id in (${named}) or g.item_no in (${sql.join(itemNos)}))`;
}

/** The goods `ids`, as a condition: the exact names when they are few enough to list. */
export const isOneOf = (ids: readonly number[]): Expression<SqlBool> => sql<SqlBool>`g.id in (${sql.join(ids)})`;

/** Up to `limit` goods, on the shelf or not, named exactly `key` or with one of `itemNos`: two index lookups. */
export function exactNameIdsQuery(key: string, itemNos: readonly string[], limit: number): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`select goods_id as id from goods_i18n where name_folded = ${key}
    union select id from goods where item_no in (${sql.join(itemNos)}) limit ${limit}`;
}

export async function exactNameIds(db: Executor, key: string, itemNos: readonly string[], limit: number): Promise<number[]> {
  const { rows } = await exactNameIdsQuery(key, itemNos, limit).execute(db);
  return rows.map((r) => Number(r.id));
}

/** The goods' names (folded, any language) hold every term: one read of its names per term, by the goods' id. */
function namesHoldAll(dialect: Dialect, terms: readonly SearchTerm[]): Expression<SqlBool> {
  const holds = (word: string) => (dialect === 'postgres' ? sql`strpos(n.name_folded, ${word}) <> 0` : sql`instr(n.name_folded, ${word}) > 0`);
  const checks = terms.map((term) => sql`exists (select 1 from goods_i18n n where n.goods_id = g.id and (${sql.join(term.map(holds), sql` or `)}))`);
  return sql<SqlBool>`(${sql.join(checks, sql` and `)})`;
}

const both = (a: Expression<SqlBool> | undefined, b: Expression<SqlBool>) => (a ? sql<SqlBool>`(${a} and ${b})` : b);

/**
 * The ranks in order, each with the condition of its goods. `exact`: the exact names' condition, none when no goods
 * has that name; `brands`: the brands whose names hold a term, the only ones whose goods can be found through them
 * alone. A rank that cannot hold goods is left out, so most searches are one rank: the search as it is.
 */
export function ranksOf(dialect: Dialect, terms: readonly SearchTerm[], exact: Expression<SqlBool> | undefined, brands: readonly number[]): Rank[] {
  const ranks: Rank[] = exact ? [{ kind: 'exact', condition: exact }] : [];
  const notExact = exact && sql<SqlBool>`not ${exact}`;
  if (brands.length === 0) return [...ranks, { kind: 'names', condition: notExact }];
  // Inside CASE, so the names are read only for goods of those brands: PostgreSQL turns a NOT EXISTS standing in
  // the WHERE into an anti-join, which reads every name in the catalogue to find the few it needs.
  const ofBrands = sql`g.brand_id in (${sql.join(brands)})`;
  const names = namesHoldAll(dialect, terms);
  const byNames = sql<SqlBool>`(case when ${ofBrands} then ${names} else true end)`;
  const byBrandAlone = sql<SqlBool>`(case when ${ofBrands} then not ${names} else false end)`;
  return [...ranks, { kind: 'names', condition: both(notExact, byNames) }, { kind: 'brand', condition: both(notExact, byBrandAlone) }];
}

/** Every brand's names in every language. */
export function brandNameRows(db: Executor) {
  return db.selectFrom('brand_names').select(['brand_id', 'name']).execute();
}
