import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from './database.ts';
import type { DbPool } from './schema.ts';

/** The search indexes' SQL; what a search text and its terms are is decided in catalogue/search.ts. */

/**
 * One searchable kind of record: its table of folded texts (keyed by the record's id) and, on SQLite, the
 * two FTS5 indexes over it. Goods and videos are searched alike; their migrations (0006, 0014) build both.
 */
export interface SearchIndex {
  table: string;
  key: string;
  trigram: string;
  chars: string;
}

export const GOODS_SEARCH: SearchIndex = { table: 'goods_search', key: 'goods_id', trigram: 'goods_search_trigram', chars: 'goods_search_chars' };
export const VIDEO_SEARCH: SearchIndex = { table: 'video_search', key: 'video_id', trigram: 'video_search_trigram', chars: 'video_search_chars' };

/**
 * One searched word as the indexes look it up: a record matches when its text holds any of these strings (the word
 * first, then what its root adds; catalogue/search.ts searchTerms).
 */
export type SearchTerm = readonly [string, ...string[]];

const distinctChars = (term: string) => [...new Set(term)];
/** An FTS5 phrase: the text in double quotes, inner quotes doubled, so no character is query syntax. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ids of records whose search text contains `word`, as a subquery.
 * Words of three characters or more use the trigram index (FTS5 `trigram` on SQLite, pg_trgm on PostgreSQL).
 * Shorter words (one Chinese character is a real query) use the character index: one character is an exact
 * lookup; two characters look up records holding both and then check they stand side by side.
 */
function wordIds(dialect: Dialect, word: string, index: SearchIndex): RawBuilder<{ id: number }> {
  const length = [...word].length;
  const table = sql.table(index.table);
  const key = sql.ref(index.key);
  if (dialect === 'postgres') {
    if (length >= 3) return sql`select ${key} as id from ${table} where body like ${likePattern(word)} escape '\\'`;
    // `strpos` alone decides (the body contains the word); the character condition is there for the GIN index.
    // Splitting `chars` costs about 10 µs a row, which `search_chars` tells the planner (migration 0042): it runs
    // strpos first where it tests rows, and reaches a common character's rows through the index, not the table.
    // `<> 0` rather than `> 0`: the planner takes `<>` as nearly always true, so its row estimate stays that of the
    // index condition (with `> 0` it divides it by three and picks a bitmap scan over thousands of matches).
    const chars = sql`search_chars(chars) @> ${distinctChars(word)}::text[]`;
    // One character: the text holds it exactly when its distinct characters do (words have no white space).
    if (length === 1) return sql`select ${key} as id from ${table} where ${chars}`;
    return sql`select ${key} as id from ${table} where strpos(body, ${word}) <> 0 and ${chars}`;
  }
  const trigram = sql.table(index.trigram);
  const charsIndex = sql.table(index.chars);
  if (length >= 3) return sql`select rowid as id from ${trigram} where ${trigram} match ${phrase(word)}`;
  const chars = distinctChars(word).map(phrase).join(' ');
  if (length === 1) return sql`select rowid as id from ${charsIndex} where ${charsIndex} match ${chars}`;
  return sql`select c.rowid as id from ${charsIndex} c join ${table} s on s.${key} = c.rowid
    where ${charsIndex} match ${chars} and instr(s.body, ${word}) > 0`;
}

/**
 * The ids of records whose search text contains any string of `term`, as a subquery (decision 091: a word and its
 * root's marker). Strings of three characters or more are looked up at once, in one trigram lookup: FTS5's `OR`
 * of phrases, or pg_trgm's index under an `or` of `like`s (a bitmap OR); a shorter one is added by `union`, inside
 * a subquery of its own, so callers can intersect terms whatever each is.
 */
export function termIds(dialect: Dialect, term: SearchTerm, index: SearchIndex = GOODS_SEARCH): RawBuilder<{ id: number }> {
  if (term.length === 1) return wordIds(dialect, term[0], index);
  const long = term.filter((word) => [...word].length >= 3);
  const lookups = term.filter((word) => [...word].length < 3).map((word) => wordIds(dialect, word, index));
  if (long.length && dialect === 'postgres') {
    const likes = long.map((word) => sql`body like ${likePattern(word)} escape '\\'`);
    lookups.unshift(sql`select ${sql.ref(index.key)} as id from ${sql.table(index.table)} where ${sql.join(likes, sql` or `)}`);
  } else if (long.length) {
    const trigram = sql.table(index.trigram);
    lookups.unshift(sql`select rowid as id from ${trigram} where ${trigram} match ${long.map(phrase).join(' OR ')}`);
  }
  return lookups.length === 1 ? lookups[0]! : sql`select id from (${sql.join(lookups, sql` union `)}) as alternatives`;
}

/**
 * Conditions on a record id expression: it matches every term. On SQLite the terms' id lists are intersected in
 * one subquery: with one `in (…)` per term, SQLite 3.5x ran the second FTS5 lookup once per row the first let
 * through (counting "sea salt" among 100,000 goods took 12 s; the intersection takes 5 ms). PostgreSQL plans one
 * semi-join per term and needs no help.
 */
export function matchesAllTerms(dialect: Dialect, terms: readonly SearchTerm[], id: Expression<number>, index: SearchIndex = GOODS_SEARCH): Expression<SqlBool>[] {
  if (dialect === 'sqlite' && terms.length > 1) {
    const lists = terms.map((term) => termIds(dialect, term, index));
    return [sql<SqlBool>`${id} in (${sql.join(lists, sql` intersect `)})`];
  }
  return terms.map((term) => sql<SqlBool>`${id} in (${termIds(dialect, term, index)})`);
}

/** The ids of records holding every term, as one subquery: the terms' id lists intersected. */
export function allTermsIds(dialect: Dialect, terms: readonly SearchTerm[], index: SearchIndex = GOODS_SEARCH): RawBuilder<{ id: number }> {
  return sql`${sql.join(terms.map((term) => termIds(dialect, term, index)), sql` intersect `)}`;
}

/**
 * A check of one record, by its id, that its search text holds every term: one primary-key read of the folded
 * text and a substring test per term, the same test the indexes stand in for. For walking an ordered index when
 * most records match, where looking each one up costs less than listing every match first (decision 088).
 */
export function holdsAllTerms(dialect: Dialect, terms: readonly SearchTerm[], id: Expression<number>, index: SearchIndex = GOODS_SEARCH): Expression<SqlBool> {
  const body = sql`(select s.body from ${sql.table(index.table)} s where ${sql.ref(`s.${index.key}`)} = ${id})`;
  const holds = (word: string) => (dialect === 'postgres' ? sql`strpos(${body}, ${word}) <> 0` : sql`instr(${body}, ${word}) > 0`);
  const checks = terms.map((term) => (term.length === 1 ? holds(term[0]) : sql`(${sql.join(term.map(holds), sql` or `)})`));
  return sql<SqlBool>`(${sql.join(checks, sql` and `)})`;
}

/**
 * Tidies the search indexes after a bulk import (thousands of goods at once): SQLite merges each FTS5 index
 * into one segment, which lookups in id order need; PostgreSQL flushes pending GIN entries and refreshes the
 * planner's statistics. Everyday writes need none of this (FTS5 merges as it goes, autovacuum does the rest).
 */
export async function optimizeSearchIndexes(db: DbPool, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`vacuum analyze goods`.execute(db);
    await sql`vacuum analyze goods_search`.execute(db);
    return;
  }
  await sql`insert into goods_search_trigram (goods_search_trigram) values ('optimize')`.execute(db);
  await sql`insert into goods_search_chars (goods_search_chars) values ('optimize')`.execute(db);
}

/**
 * Up to `limit` search texts holding any of `pieces` (each three characters or more), lowest ids first: where a
 * search that found nothing looks for a word one typo away (catalogue/typo.ts). One trigram lookup, bounded.
 */
export function textsHoldingAnyQuery(dialect: Dialect, pieces: readonly string[], limit: number, index: SearchIndex = GOODS_SEARCH): RawBuilder<{ body: string }> {
  const table = sql.table(index.table);
  const key = sql.ref(index.key);
  if (dialect === 'postgres') {
    return sql`select body from ${table} where ${sql.join(pieces.map((p) => sql`body like ${likePattern(p)} escape '\\'`), sql` or `)} order by ${key} limit ${limit}`;
  }
  const trigram = sql.table(index.trigram);
  return sql`select s.body from ${table} s where s.${key} in (select rowid from ${trigram} where ${trigram} match ${pieces.map(phrase).join(' OR ')} order by rowid limit ${limit})`;
}

export async function textsHoldingAny(db: DbPool, dialect: Dialect, pieces: readonly string[], limit: number): Promise<string[]> {
  const { rows } = await textsHoldingAnyQuery(dialect, pieces, limit).execute(db);
  return rows.map((r) => r.body);
}
