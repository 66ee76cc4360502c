import { indonesianRoot, rootsDiffering } from '../../lib/indonesian-roots.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { SearchTerm } from '../db/search-index.ts';
import { pinyinText } from '../../lib/pinyin.ts';

/**
 * Search is a case-insensitive substring match of every term against one text per goods: its item number,
 * its names in every language and its brand's names. Both sides are lower-cased here, in JavaScript, so
 * SQLite and PostgreSQL compare the same strings whatever the database's locale.
 *
 * Indonesian words carry affixes a substring cannot see past («pemijat» holds no «pijat»), so the search text
 * of a goods ends with a marker `{root}` for each word of its Indonesian name whose root differs from the word,
 * and a word searched on the Indonesian shop also looks up its root's marker (decision 091).
 */
const fold = (text: string) => text.toLowerCase();

export type { SearchTerm };

/** How a marker of a root is written into a search text, where nothing typed as a name can look like it. */
export const rootMarker = (root: string) => `{${root}}`;

/** The languages whose words are looked up by their roots too, and how a word's root is found. */
const ROOTS_OF: Partial<Record<Locale, (word: string) => string>> = { id: indonesianRoot };

/**
 * The strings one word stands for: the word, and on a shop whose language finds roots, the marker of its root;
 * when the word carries an affix («pemijat»), also its root at the start of a word, as texts hold a plain root
 * («Minyak Pijat») without a marker.
 */
function alternatives(word: string, locale: Locale | undefined): SearchTerm {
  const rootOf = locale && ROOTS_OF[locale];
  if (!rootOf || !/^[a-z]{3,}$/.test(word)) return [word];
  const root = rootOf(word);
  return root === word ? [word, rootMarker(root)] : [word, rootMarker(root), ` ${root}`];
}

/**
 * Terms of a search box entry: lower-cased, split on white space, at most 5, each at most 50 characters. `locale`,
 * the reader's language: where it finds roots (Indonesian), each word also looks up its root.
 */
export function searchTerms(keyword: string | undefined, locale?: Locale): SearchTerm[] {
  if (!keyword) return [];
  const words = fold(keyword).trim().split(/\s+/).filter(Boolean).slice(0, 5).map((t) => [...t].slice(0, 50).join(''));
  return words.map((word) => alternatives(word, locale));
}

/**
 * How a name and a search box entry compare as a whole (a goods named exactly what was searched comes first,
 * decision 108): lower-cased, white space trimmed and collapsed. Kept per name in `goods_i18n.name_folded`.
 */
export const exactNameKey = (text: string) => fold(text).trim().replace(/\s+/g, ' ');

export interface SearchRow {
  body: string;
  /** Every distinct non-space character of the body, space-separated: what terms under 3 characters look up. */
  chars: string;
}

/** How the pinyin of a text's Chinese names is written into it (decision 100): `⟨anmoyou amy⟩`. */
export const pinyinPart = (pinyin: string) => `⟨${pinyin}⟩`;

/**
 * The goods_search columns for a goods, from its item number, names and brand names, and its texts in Indonesian
 * (its Indonesian name), whose roots are marked at the end. `chinese`: names whose pinyin (full and initials) is
 * written in too, before the roots (for goods, every name and brand name: only Chinese ones give pinyin).
 */
export function searchRow(texts: readonly string[], indonesian: readonly string[] = [], chinese: readonly string[] = []): SearchRow {
  const roots = [...new Set(indonesian.flatMap(rootsDiffering))];
  const pinyin = pinyinText(chinese);
  const parts = [...texts, ...(pinyin ? [pinyinPart(pinyin)] : []), ...(roots.length ? [roots.map(rootMarker).join(' ')] : [])];
  const body = fold(parts.join(' | '));
  return { body, chars: [...new Set(body.replace(/\s+/g, ''))].join(' ') };
}
