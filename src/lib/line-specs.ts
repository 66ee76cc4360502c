import { textLocales } from './i18n/fallback.ts';
import type { Locale } from './i18n/locales.ts';
import type { CartLineState } from './schemas/cart.ts';
import type { SpecDimension } from './schemas/goods.ts';

/** A line can be checked out only while its goods is on the shelf and its SKU holds the quantity. */
export function lineState(onShelf: boolean, stock: number, quantity: number): CartLineState {
  if (!onShelf) return 'offShelf';
  if (stock < 1) return 'outOfStock';
  if (stock < quantity) return 'insufficient';
  return 'ok';
}

/** "Capacity: 100 ml / Colour: Violet": the SKU's value in each dimension; unknown positions are left out. */
export function specText(specs: SpecDimension[], values: number[]): string {
  return specs
    .flatMap((dim, d) => {
      const value = dim.values[values[d] ?? -1];
      return value === undefined ? [] : [`${dim.name}: ${value}`];
    })
    .join(' / ');
}

/**
 * The specifications in the reader's language, word by word: the dimensions and values of the first language in
 * the locale's fallback chain that has any, each word taken from the first language of the chain that has it
 * (a word the operator left empty in Japanese shows in English, then Chinese, and follows their later changes).
 */
export function pickSpecs(texts: readonly { locale: string; specs: string }[], locale: Locale): SpecDimension[] {
  const chain = textLocales(locale).flatMap((l) => {
    const row = texts.find((t) => t.locale === l);
    return row && row.specs !== '[]' ? [JSON.parse(row.specs) as SpecDimension[]] : [];
  });
  const [shape] = chain;
  if (!shape) return [];
  const word = (get: (specs: SpecDimension[]) => string | undefined) => chain.map(get).find((w) => w) ?? '';
  return shape.map((dim, d) => ({
    name: word((s) => s[d]?.name),
    values: dim.values.map((_, v) => word((s) => s[d]?.values[v])),
  }));
}
