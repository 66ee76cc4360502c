import { pickText } from './i18n/fallback.ts';
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

/** The specifications of the first language in the locale's fallback chain that has any, as catalogue pages do. */
export function pickSpecs(texts: readonly { locale: string; specs: string }[], locale: Locale): SpecDimension[] {
  const specs = pickText(texts, locale, (t) => (t.specs === '[]' ? null : t.specs));
  return specs ? (JSON.parse(specs) as SpecDimension[]) : [];
}
