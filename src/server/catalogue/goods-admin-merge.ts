import { StateChangedError } from '../errors.ts';
import { LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import { DEFAULT_SERVICES, GOODS_FLAGS, GOODS_SERVICES, type GoodsFlag, type GoodsInput } from '../../lib/schemas/admin-goods.ts';
import type { SpecDimension } from '../../lib/schemas/goods.ts';
import { sanitizeRichText } from '../../lib/safe-html.ts';
import type { GoodsDraft } from './goods-draft.ts';

/**
 * A console save of goods, worked out without the database: the goods as it will be written (fields the form
 * leaves out keep what is stored) and what each SKU's row gets. Stock is written only where the operator
 * changed it, and only over the stock the form loaded (decision 061).
 */

/** What a saved goods keeps from its stored row when the form does not name it. */
export interface StoredGoods {
  /** The stored comma-separated codes. */
  flags: string;
  services: string;
  selfOperated: boolean;
}

const codesOf = (stored: string) => stored.split(',').filter((c) => c !== '');

/** Known codes in the order of `known`, each once. */
export const knownCodes = <T extends string>(known: readonly T[], codes: readonly string[]): T[] => known.filter((c) => codes.includes(c));

/** The flags the console edits, from the stored column. */
export const storedFlags = (stored: string): GoodsFlag[] => knownCodes(GOODS_FLAGS, codesOf(stored));
/** The service codes the console edits, from the stored column (codes the shop does not name are not offered). */
export const storedServices = (stored: string) => knownCodes(GOODS_SERVICES, codesOf(stored));

/**
 * The services to store: the chosen known codes in the order the goods page shows them, then any stored code
 * this version does not know (the form never showed it, so the save keeps it).
 */
export function mergedServices(chosen: readonly string[] | undefined, stored: StoredGoods | undefined): string[] {
  if (chosen === undefined) return stored ? codesOf(stored.services) : [...DEFAULT_SERVICES];
  const others = stored ? codesOf(stored.services).filter((c) => !(GOODS_SERVICES as readonly string[]).includes(c)) : [];
  return [...knownCodes(GOODS_SERVICES, chosen), ...others];
}

export function mergedFlags(chosen: readonly string[] | undefined, stored: StoredGoods | undefined): GoodsFlag[] {
  if (chosen === undefined) return stored ? storedFlags(stored.flags) : [];
  return knownCodes(GOODS_FLAGS, chosen);
}

/**
 * A language's specification texts as the operator typed them: a word left empty stays empty, and the shop shows
 * it in the next language of the reader's fallback chain (pickSpecs), so a later English change reaches it.
 */
const specsFor = (input: GoodsInput, locale: Locale): SpecDimension[] =>
  input.specs.map((d) => ({ name: d.names[locale] ?? '', values: d.values.map((v) => v.labels[locale] ?? '') }));

/** Each SKU's value keys as the positions the shop stores ('[0,2]'); the schema checked every key is there. */
const positionsOf = (input: GoodsInput, sku: GoodsInput['skus'][number]) => input.specs.map((d, i) => d.values.findIndex((v) => v.key === sku.values[i]));

/** The goods as a save writes it: the form's fields, and for those it left out what `stored` has (or a new goods' defaults). */
export function goodsDraft(input: GoodsInput, stored: StoredGoods | undefined, createdAt: string): GoodsDraft {
  const i18n: GoodsDraft['i18n'] = {};
  for (const locale of LOCALES) {
    const t = input.texts[locale];
    if (!t?.name) continue;
    // Stored as the shop will show it: the editor's HTML reduced to what safe-html keeps.
    i18n[locale] = { name: t.name, description: sanitizeRichText(t.description) || undefined, specs: specsFor(input, locale) };
  }
  return {
    itemNo: input.itemNo,
    categoryId: input.categoryId,
    brandId: input.brandId,
    price: input.price,
    marketPrice: input.marketPrice,
    salePrice: input.salePrice,
    memberPrice: input.memberPrice,
    sales: 0,
    freeShipping: input.freeShipping,
    selfOperated: input.selfOperated ?? stored?.selfOperated ?? true,
    onShelf: input.onShelf,
    services: mergedServices(input.services, stored),
    images: input.images,
    flags: mergedFlags(input.flags, stored),
    createdAt,
    i18n,
    skus: input.skus.map((s) => ({ values: positionsOf(input, s), stock: s.stock, ...skuOwn(s) })),
  };
}

/** A SKU's own prices and picture as the form sends them; null follows the goods. */
export interface SkuOwn {
  price: number | null;
  marketPrice: number | null;
  salePrice: number | null;
  memberPrice: number | null;
  picture: string | null;
}

const skuOwn = (s: SkuOwn): SkuOwn => ({ price: s.price, marketPrice: s.marketPrice, salePrice: s.salePrice, memberPrice: s.memberPrice, picture: s.picture });

export type SkuWrite =
  | ({ kind: 'update'; id: number; specValues: string; stock?: { from: number; to: number } } & SkuOwn)
  | ({ kind: 'insert'; specValues: string; stock: number } & SkuOwn);

/**
 * What each SKU of the form writes. A saved SKU's stock is left alone when the operator did not change it,
 * whatever orders did meanwhile; a changed one is set "to `stock` if it is still `stockWas`". A saved SKU
 * without the stock its form loaded cannot be saved safely: the form is out of date.
 */
export function skuWrites(input: GoodsInput, draft: Pick<GoodsDraft, 'skus'>): SkuWrite[] {
  return input.skus.map((sku, i) => {
    const specValues = JSON.stringify(draft.skus[i]!.values);
    if (sku.id === undefined) return { kind: 'insert', specValues, stock: sku.stock, ...skuOwn(sku) };
    if (sku.stockWas === undefined) throw new StateChangedError('admin.goods.changed');
    const write: SkuWrite = { kind: 'update', id: sku.id, specValues, ...skuOwn(sku) };
    return sku.stock === sku.stockWas ? write : { ...write, stock: { from: sku.stockWas, to: sku.stock } };
  });
}
