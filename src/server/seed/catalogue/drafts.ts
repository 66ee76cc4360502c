import { demoSales } from './demo-sales.ts';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import type { GoodsDraft } from '../../catalogue/goods-draft.ts';
import { suggestSkuPrices, type PriceFields } from '../../../lib/pricing.ts';
import { descriptionOf } from './description.ts';
import { hashOf } from './random.ts';
import { specDimension, specValue } from './specs.ts';
import type { CategoryFile, GoodsSeedData, Service, Shape } from './types.ts';

/** Creation dates count back from this fixed moment, so the catalogue (and tests) never depend on today. */
export const CATALOGUE_DATE = Date.parse('2026-11-15T02:00:00.000Z');
const DAY = 86_400_000;

export function itemNumber(category: CategoryFile, position: number): string {
  return `OM${category.code}${String(position + 1).padStart(3, '0')}`;
}

export function shapeOf(goods: GoodsSeedData, category: CategoryFile): Shape {
  return goods.shape ?? category.shape;
}

/** Three to five pictures per goods. */
export function imageCount(goods: GoodsSeedData): number {
  return 3 + (hashOf(goods.key) % 3);
}

/** Members save 6–12 % unless the data sets a member price or none; prices end in 90 fen like the shelf prices. */
export function memberPriceOf(goods: GoodsSeedData): number | null {
  if (goods.member === false) return null;
  if (goods.member !== undefined) return goods.member;
  const rate = 0.88 + (hashOf(goods.key) % 4) * 0.02;
  return Math.round((goods.price * rate) / 100) * 100 - 10;
}

/** New arrivals date from the last six weeks, the rest from the year before. */
export function createdAtOf(goods: GoodsSeedData): string {
  const h = hashOf(`${goods.key}@`);
  const days = goods.flags?.includes('new') ? 1 + (h % 40) : 42 + (h % 320);
  return new Date(CATALOGUE_DATE - days * DAY - ((h >>> 9) % 1440) * 60_000).toISOString();
}

export function servicesOf(goods: GoodsSeedData, category: CategoryFile): Service[] {
  const services: Service[] = ['discreet', 'genuine'];
  if (category.returnable) services.push('returns7');
  if (!goods.thirdParty) services.push('fastShip');
  return services;
}

/** One SKU per combination of spec values; some later SKUs are sold out, the first never is. */
export function skusOf(goods: GoodsSeedData): GoodsDraft['skus'] {
  let combos: number[][] = [[]];
  for (const [, values] of goods.specs) combos = combos.flatMap((c) => values.map((_, i) => [...c, i]));
  return combos.map((values, i) => {
    const h = hashOf(`${goods.key}/${i}`);
    const first = values[0];
    return { values, stock: i > 0 && h % 6 === 0 ? 0 : 8 + (h % 240), price: first === undefined ? null : (goods.skuPrices?.[first] ?? null) };
  });
}

function i18nOf(goods: GoodsSeedData, category: CategoryFile): GoodsDraft['i18n'] {
  const i18n: GoodsDraft['i18n'] = {};
  for (const locale of LOCALES) {
    const specs = goods.specs.map(([dim, values]) => ({ name: specDimension(dim).name[locale], values: values.map((v) => specValue(dim, v)[locale]) }));
    const description = descriptionOf(goods, category, locale);
    i18n[locale] = { name: goods.name[locale], description, specs };
  }
  return i18n;
}

export interface DraftRefs {
  categoryId: number;
  brandId: number;
  images: string[];
}

/**
 * A SKU with its own price gets the market, sale and member prices the console's "suggest prices" would give it
 * (¥35.90, not the ¥35.24 that scaling the goods' member price gives), so demo prices look set by a person.
 */
export function roundSkuPrices(goods: PriceFields, skus: GoodsDraft['skus']): GoodsDraft['skus'] {
  return skus.map((sku) => (sku.price == null ? sku : { ...sku, ...suggestSkuPrices(goods, { price: sku.price }) }));
}

export function buildDraft(goods: GoodsSeedData, category: CategoryFile, position: number, refs: DraftRefs): GoodsDraft {
  const prices: PriceFields = { price: goods.price, marketPrice: goods.market, salePrice: goods.sale ?? null, memberPrice: memberPriceOf(goods) };
  return {
    itemNo: itemNumber(category, position),
    categoryId: refs.categoryId,
    brandId: refs.brandId,
    ...prices,
    sales: demoSales(goods.sales),
    freeShipping: goods.free ?? false,
    selfOperated: !goods.thirdParty,
    onShelf: !goods.offShelf,
    services: servicesOf(goods, category),
    images: refs.images,
    flags: [...(goods.flags ?? [])],
    createdAt: createdAtOf(goods),
    i18n: i18nOf(goods, category),
    skus: roundSkuPrices(prices, skusOf(goods)),
  };
}
