import type { CartLineState } from '../../lib/schemas/cart.ts';
import type { SpecDimension } from '../../lib/schemas/goods.ts';

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

/** The first of the asked locale, English and Chinese that has specifications, as catalogue pages do. */
export function pickSpecs(texts: { locale: string; specs: string }[], locale: string): SpecDimension[] {
  for (const l of [locale, 'en', 'zh']) {
    const text = texts.find((t) => t.locale === l && t.specs !== '[]');
    if (text) return JSON.parse(text.specs) as SpecDimension[];
  }
  return [];
}
