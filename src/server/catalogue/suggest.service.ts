import type { Locale } from '../../lib/i18n/locales.ts';
import type { Suggestion } from '../../lib/schemas/goods.ts';
import type { BrandSummary, CategoryNode } from '../../lib/schemas/home.ts';
import { listBrands, listCategories } from './category.service.ts';
import { catalogueVersion } from './goods.repository.ts';
import { bestSellersHolding, type CatalogueDeps } from './goods.service.ts';
import { correctedKeyword } from './keyword-correction.ts';
import { pinyinHolds } from '../../lib/pinyin.ts';
import { correctionIn, typoWord } from './typo.ts';

/**
 * Suggestions as the shopper types (decision 100): goods names from the search index (the goods list's search,
 * best sellers first, one typo forgiven), then brands and categories whose names, or on the Chinese shops whose
 * names' pinyin, hold every word typed. Remembered per language and keyword until the catalogue changes.
 */
export const SUGGESTED_GOODS = 6;
export const SUGGESTED_NAMES = 2;
const MAX_REMEMBERED = 2000;

const byDatabase = new WeakMap<object, Map<string, { version: number; list: Suggestion[] }>>();

/** Whether a name holds every typed word, as written or (Chinese shops) in its pinyin. */
export function nameHolds(name: string, words: readonly string[], locale: Locale): boolean {
  const folded = name.toLowerCase();
  const pinyin = locale === 'zh' || locale === 'zh-TW';
  return words.every((word) => folded.includes(word) || (pinyin && pinyinHolds(name, word)));
}

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

function namesFor(words: string[], locale: Locale, brands: BrandSummary[], categories: CategoryNode[]): Suggestion[] {
  const brandHits = brands.filter((b) => b.name && nameHolds(b.name, words, locale)).slice(0, SUGGESTED_NAMES);
  const categoryHits = flatten(categories).filter((c) => c.name && nameHolds(c.name, words, locale)).slice(0, SUGGESTED_NAMES);
  return [
    ...brandHits.map((b): Suggestion => ({ type: 'brand', text: b.name, id: b.id })),
    ...categoryHits.map((c): Suggestion => ({ type: 'category', text: c.name, id: c.id })),
  ];
}

/** The words with those of six Latin letters or more put one typo right among a few names; undefined if none is. */
function correctedAmong(words: string[], names: string[]): string[] | undefined {
  const folded = names.map((n) => n.toLowerCase());
  const corrected = words.map((w) => (typoWord(w) ? (correctionIn(w, folded) ?? w) : w));
  return corrected.some((w, i) => w !== words[i]) ? corrected : undefined;
}

async function suggestionsFor(deps: CatalogueDeps, locale: Locale, keyword: string): Promise<Suggestion[]> {
  const [page, brands, categories] = await Promise.all([
    bestSellersHolding(deps, locale, keyword, SUGGESTED_GOODS * 2),
    listBrands(deps.reads, locale),
    listCategories(deps.reads, locale),
  ]);
  const seen = new Set<string>();
  const goods: Suggestion[] = [];
  for (const card of page.list) {
    if (seen.has(card.name) || goods.length >= SUGGESTED_GOODS) continue;
    seen.add(card.name);
    goods.push({ type: 'goods', text: card.name, id: card.id });
  }
  const words = (page.correctedKeyword ?? keyword).toLowerCase().split(/\s+/).filter(Boolean);
  let names = namesFor(words, locale, brands, categories);
  if (names.length === 0 && goods.length === 0) {
    // One typo: in the goods' texts (as the list searches), else among the brands' and categories' own names.
    const corrected = (await correctedKeyword(deps, keyword))?.split(' ') ?? correctedAmong(words, [...brands.map((b) => b.name), ...flatten(categories).map((c) => c.name)]);
    if (corrected) names = namesFor(corrected, locale, brands, categories);
  }
  return [...goods, ...names];
}

/** At most SUGGESTED_GOODS goods and SUGGESTED_NAMES brands and categories each for what has been typed. */
export async function suggest(deps: CatalogueDeps, locale: Locale, keyword: string): Promise<{ list: Suggestion[] }> {
  let remembered = byDatabase.get(deps.reads);
  if (!remembered) byDatabase.set(deps.reads, (remembered = new Map()));
  const key = `${locale}|${keyword.toLowerCase().trim().replace(/\s+/g, ' ')}`;
  const version = await catalogueVersion(deps.reads);
  const known = remembered.get(key);
  if (known?.version === version) {
    remembered.delete(key);
    remembered.set(key, known);
    return { list: known.list };
  }
  const list = await suggestionsFor(deps, locale, keyword);
  remembered.delete(key);
  remembered.set(key, { version, list });
  if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  return { list };
}
