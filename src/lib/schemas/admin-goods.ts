import { z } from './zod.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { adminListQuery } from './admin.ts';
import { versionField } from './admin-version.ts';
import { flagField, idField, strictNumber, wholeNumber } from './common.ts';

/**
 * A goods as the console edits it. Money is integer fen (the form shows yuan). Texts are per language:
 * Chinese is required, other languages fall back to English, then Chinese, on the shop. The goods has up to
 * three specification dimensions (e.g. colour × size), each with values named per language; each SKU is one
 * combination (one value key per dimension) with its own stock and, optionally, its own price. Values are
 * named by keys, not positions, so removing or reordering a value in the form never moves a SKU to another.
 */
// An empty price is a price forgotten, not a free goods: it is refused like any other bad price.
const fen = (key: 'admin.validation.price' = 'admin.validation.price') =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), wholeNumber(key, 0, 100_000_000));
const optionalFen = z.preprocess((v) => (v === '' || v === undefined ? null : v), fen().nullable());
// Forms send an emptied field as null: an empty optional text is '' whichever way it arrives.
const words = (max: number) => z.preprocess((v) => v ?? '', z.string().trim().max(max, 'admin.validation.tooLong'));

/** Home-page shelves a goods is shown on. */
export const GOODS_FLAGS = ['hot', 'new', 'recommended'] as const;
export type GoodsFlag = (typeof GOODS_FLAGS)[number];
/** Service promises the goods page names (goodsDetail.service.<code>), in the order it shows them. */
export const GOODS_SERVICES = ['discreet', 'genuine', 'returns7', 'fastShip'] as const;
export type GoodsService = (typeof GOODS_SERVICES)[number];
/** What new goods promise when the form does not say. */
export const DEFAULT_SERVICES: GoodsService[] = ['discreet', 'genuine'];

/** true or false (a form may send them as text); anything else is refused, never read as "true". */
const yesNo = flagField();

/** A console picture: one WebP, or (goods pictures since 086-images-at-their-size) the full JPEG of a sized set. */
export const MEDIA_URL = /^\/media\/(goods|banners|brands|categories)\/[\w-]+(\.webp|\.\d{1,4}x\d{1,4}\.jpg)$/;

export const goodsTextSchema = z.object({ name: words(80), description: words(5000) });
const textsShape = Object.fromEntries(LOCALES.map((l) => [l, goodsTextSchema.optional()])) as Record<Locale, z.ZodOptional<typeof goodsTextSchema>>;

export const SPEC_DIMENSIONS_MAX = 3;
export const SKUS_MAX = 50;
export const SPEC_VALUES_MAX = 30;
/** Words per language: { zh: '红色', en: 'Red', … }. */
const perLocale = (max: number) => z.preprocess((v) => v ?? {}, z.record(z.enum(LOCALES), words(max)));
const specKey = z.string('admin.validation.skuValue').regex(/^[\w-]{1,40}$/, 'admin.validation.skuValue');

export const specValueSchema = z.object({ key: specKey, labels: perLocale(30) });
export const specDimensionSchema = z.object({
  names: perLocale(30),
  values: z.array(specValueSchema, 'admin.validation.specValues').min(1, 'admin.validation.specValues').max(SPEC_VALUES_MAX, 'admin.validation.specValues'),
});
export type SpecDimensionInput = z.infer<typeof specDimensionSchema>;

export const skuInputSchema = z.object({
  id: idField().optional(),
  /**
   * The stock the form loaded for a saved SKU (GET answers it beside `stock`). A save changes the stock only
   * when `stock` differs from it, and then only if the stock is still what was loaded: orders taken while the
   * form was open are never written over.
   */
  stockWas: z.preprocess(strictNumber, z.number('error.invalidParam').int('error.invalidParam').min(0, 'error.invalidParam')).optional(),
  /** The key of its value in each dimension, in the dimensions' order. */
  values: z.preprocess((v) => v ?? [], z.array(z.preprocess((k) => k ?? '', z.string()), 'admin.validation.skuValue').max(SPEC_DIMENSIONS_MAX, 'admin.validation.skuValue')),
  stock: wholeNumber('admin.validation.stock', 0, 10_000_000),
  price: optionalFen,
  /** The SKU's own market, sale and member prices; empty follows the goods' proportions (src/lib/pricing.ts). */
  marketPrice: optionalFen,
  salePrice: optionalFen,
  memberPrice: optionalFen,
  /** The SKU's own picture, uploaded like the goods pictures; empty shows the goods'. */
  picture: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string('admin.validation.images').regex(MEDIA_URL, 'admin.validation.images').nullable()),
});

/**
 * A SKU's own prices, where set, keep the goods' order: member <= sale <= price <= market, the price being the
 * SKU's own or else the goods'.
 */
function checkSkuPrices(g: { price: number; skus: z.infer<typeof skuInputSchema>[] }, ctx: z.RefinementCtx) {
  g.skus.forEach((sku, i) => {
    const price = sku.price ?? g.price;
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: ['skus', i, field], message });
    if (sku.marketPrice !== null && sku.marketPrice < price) issue('marketPrice', 'admin.validation.marketPrice');
    if (sku.salePrice !== null && sku.salePrice > price) issue('salePrice', 'admin.validation.salePrice');
    if (sku.memberPrice !== null && sku.memberPrice > Math.min(price, sku.salePrice ?? Infinity)) issue('memberPrice', 'admin.validation.memberPrice');
  });
}

/** Every dimension and value named in Chinese, once; every SKU one whole combination, none twice. */
function checkSpecs(g: { specs: SpecDimensionInput[]; skus: z.infer<typeof skuInputSchema>[] }, ctx: z.RefinementCtx) {
  g.specs.forEach((d, i) => {
    if (!d.names.zh) ctx.addIssue({ code: 'custom', path: ['specs', i, 'names', 'zh'], message: 'admin.validation.specName' });
    const seen = new Set<string>();
    d.values.forEach((v, j) => {
      if (!v.labels.zh) ctx.addIssue({ code: 'custom', path: ['specs', i, 'values', j, 'labels', 'zh'], message: 'admin.validation.skuLabel' });
      else if (seen.has(v.labels.zh) || seen.has(`key:${v.key}`)) ctx.addIssue({ code: 'custom', path: ['specs', i, 'values', j, 'labels', 'zh'], message: 'admin.validation.specValueTwice' });
      seen.add(v.labels.zh ?? '').add(`key:${v.key}`);
    });
  });
  if (g.specs.length === 0 && g.skus.length > 1) ctx.addIssue({ code: 'custom', path: ['specs'], message: 'admin.validation.specsNeeded' });
  const combos = new Set<string>();
  g.skus.forEach((sku, i) => {
    g.specs.forEach((d, j) => {
      if (!d.values.some((v) => v.key === sku.values[j])) ctx.addIssue({ code: 'custom', path: ['skus', i, 'values', j], message: 'admin.validation.skuValue' });
    });
    const combo = sku.values.slice(0, g.specs.length).join('|');
    if (combos.has(combo)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'values', 0], message: 'admin.validation.skuTwice' });
    combos.add(combo);
  });
}

export const goodsInputSchema = z
  .object({
    itemNo: z.string('admin.validation.required').trim().min(1, 'admin.validation.required').max(40, 'admin.validation.tooLong').regex(/^[\w-]+$/, 'admin.validation.itemNo'),
    categoryId: idField('admin.validation.category'),
    brandId: z.preprocess((v) => (v === '' || v === undefined ? null : v), idField().nullable()),
    price: fen(),
    marketPrice: fen(),
    salePrice: optionalFen,
    memberPrice: optionalFen,
    freeShipping: yesNo.default(false),
    onShelf: yesNo.default(false),
    images: z.array(z.string().regex(MEDIA_URL, 'admin.validation.images'), 'admin.validation.images').min(1, 'admin.validation.images').max(8, 'admin.validation.images'),
    texts: z.object(textsShape),
    specs: z.preprocess((v) => v ?? [], z.array(specDimensionSchema, 'admin.validation.specs').max(SPEC_DIMENSIONS_MAX, 'admin.validation.specs')),
    skus: z.array(skuInputSchema, 'admin.validation.skus').min(1, 'admin.validation.skus').max(SKUS_MAX, 'admin.validation.skus'),
    // Left out, a save keeps what the goods has (a new goods: no shelf, DEFAULT_SERVICES, self-operated).
    flags: z.array(z.enum(GOODS_FLAGS, 'error.invalidParam'), 'error.invalidParam').max(GOODS_FLAGS.length, 'error.invalidParam').optional(),
    services: z.array(z.enum(GOODS_SERVICES, 'error.invalidParam'), 'error.invalidParam').max(GOODS_SERVICES.length, 'error.invalidParam').optional(),
    selfOperated: yesNo.optional(),
    /** The goods' version the form loaded; required to save changes to a goods (a stale one is refused). */
    version: versionField,
  })
  .superRefine((g, ctx) => {
    if (!g.texts.zh?.name) ctx.addIssue({ code: 'custom', path: ['texts', 'zh', 'name'], message: 'admin.validation.nameZh' });
    if (g.marketPrice < g.price) ctx.addIssue({ code: 'custom', path: ['marketPrice'], message: 'admin.validation.marketPrice' });
    checkSpecs(g, ctx);
    checkSkuPrices(g, ctx);
  });
export type GoodsInput = z.infer<typeof goodsInputSchema>;

export const shelfSchema = z.object({ onShelf: yesNo });

/** Goods picked in the console's goods list, put on or off shelf together. */
export const bulkShelfSchema = z.object({
  ids: z.array(idField('goods.notFound'), 'error.invalidParam').min(1, 'error.invalidParam').max(100, 'error.invalidParam'),
  onShelf: yesNo,
});

/** Most goods one home shelf holds (the home page shows the first HOME_SECTION_SIZE of those on sale). */
export const HOME_SHELF_MAX = 40;
/** A home shelf's goods in the order the home page shows them. */
export const homeShelfSchema = z.object({
  goodsIds: z.array(idField('goods.notFound'), 'error.invalidParam').max(HOME_SHELF_MAX, 'admin.shelf.tooMany'),
  /** The shelf as the screen loaded it: a save is refused when the shelf changed since (another operator, a goods form). */
  was: z.array(idField('goods.notFound'), 'error.invalidParam').optional(),
});
export const shelfParam = z.enum(GOODS_FLAGS, 'error.notFound');

export const adminGoodsQuery = adminListQuery.extend({
  categoryId: idField().optional().catch(undefined),
  brandId: idField().optional().catch(undefined),
  onShelf: z.enum(['true', 'false']).optional().catch(undefined),
});
