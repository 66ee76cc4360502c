import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database.ts';

/** Terms of a search box entry: split on white space, at most 5, each at most 50 characters. */
export function searchTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return keyword.trim().split(/\s+/).filter(Boolean).slice(0, 5).map((t) => t.slice(0, 50));
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A goods id condition matching every term as a case-insensitive substring of the goods' search text
 * (names in every language, brand names, item number). SQLite uses the FTS5 trigram index for terms of
 * three or more characters and a LIKE scan below that (one Chinese character is a real query);
 * PostgreSQL uses ILIKE over a pg_trgm index. Both give the same answers.
 */
export function matchesAllTerms(dialect: Dialect, terms: string[], goodsId: Expression<number>): Expression<SqlBool>[] {
  return terms.map((term) => {
    if (dialect === 'postgres') {
      return sql<SqlBool>`${goodsId} in (select goods_id from goods_search where body ilike ${likePattern(term)} escape '\\')`;
    }
    if ([...term].length >= 3) {
      const phrase = `"${term.replace(/"/g, '""')}"`;
      return sql<SqlBool>`${goodsId} in (select goods_id from goods_search where goods_search match ${phrase})`;
    }
    return sql<SqlBool>`${goodsId} in (select goods_id from goods_search where body like ${likePattern(term)} escape '\\')`;
  });
}
