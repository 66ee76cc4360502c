/**
 * Search is a case-insensitive substring match of every term against one text per goods: its item number,
 * its names in every language and its brand's names. Both sides are lower-cased here, in JavaScript, so
 * SQLite and PostgreSQL compare the same strings whatever the database's locale.
 */
const fold = (text: string) => text.toLowerCase();

/** Terms of a search box entry: lower-cased, split on white space, at most 5, each at most 50 characters. */
export function searchTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return fold(keyword).trim().split(/\s+/).filter(Boolean).slice(0, 5).map((t) => [...t].slice(0, 50).join(''));
}

export interface SearchRow {
  body: string;
  /** Every distinct non-space character of the body, space-separated: what terms under 3 characters look up. */
  chars: string;
}

/** The goods_search columns for a goods, from its item number, names and brand names. */
export function searchRow(texts: readonly string[]): SearchRow {
  const body = fold(texts.join(' | '));
  return { body, chars: [...new Set(body.replace(/\s+/g, ''))].join(' ') };
}
