import { z } from './zod.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { adminListQuery } from './admin.ts';

/**
 * A goods as the console edits it. Money is integer fen (the form shows yuan). Texts are per language:
 * Chinese is required, other languages fall back to English, then Chinese, on the shop. The goods has one
 * specification (e.g. colour); each SKU is one of its values, named per language, with its own stock and,
 * optionally, its own price.
 */
const fen = (key: 'admin.validation.price' = 'admin.validation.price') => z.coerce.number(key).int(key).min(0, key).max(100_000_000, key);
const optionalFen = z.preprocess((v) => (v === '' || v === undefined ? null : v), fen().nullable());
// Forms send an emptied field as null: an empty optional text is '' whichever way it arrives.
const words = (max: number) => z.preprocess((v) => v ?? '', z.string().trim().max(max, 'admin.validation.tooLong'));

export const MEDIA_URL = /^\/media\/(goods|banners|brands|categories)\/[\w-]+\.webp$/;

export const goodsTextSchema = z.object({ name: words(80), description: words(5000), specName: words(30) });
const textsShape = Object.fromEntries(LOCALES.map((l) => [l, goodsTextSchema.optional()])) as Record<Locale, z.ZodOptional<typeof goodsTextSchema>>;

export const skuInputSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  labels: z.preprocess((v) => v ?? {}, z.record(z.string(), words(30))),
  stock: z.coerce.number('admin.validation.stock').int('admin.validation.stock').min(0, 'admin.validation.stock').max(10_000_000, 'admin.validation.stock'),
  price: optionalFen,
});

export const goodsInputSchema = z
  .object({
    itemNo: z.string('admin.validation.required').trim().min(1, 'admin.validation.required').max(40, 'admin.validation.tooLong').regex(/^[\w-]+$/, 'admin.validation.itemNo'),
    categoryId: z.coerce.number('admin.validation.category').int('admin.validation.category').positive('admin.validation.category'),
    brandId: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().int().positive().nullable()),
    price: fen(),
    marketPrice: fen(),
    salePrice: optionalFen,
    memberPrice: optionalFen,
    freeShipping: z.coerce.boolean().default(false),
    onShelf: z.coerce.boolean().default(false),
    images: z.array(z.string().regex(MEDIA_URL, 'admin.validation.images'), 'admin.validation.images').min(1, 'admin.validation.images').max(8, 'admin.validation.images'),
    texts: z.object(textsShape),
    skus: z.array(skuInputSchema, 'admin.validation.skus').min(1, 'admin.validation.skus').max(50, 'admin.validation.skus'),
  })
  .superRefine((g, ctx) => {
    if (!g.texts.zh?.name) ctx.addIssue({ code: 'custom', path: ['texts', 'zh', 'name'], message: 'admin.validation.nameZh' });
    if (g.marketPrice < g.price) ctx.addIssue({ code: 'custom', path: ['marketPrice'], message: 'admin.validation.marketPrice' });
    if (g.skus.length > 1) {
      if (!g.texts.zh?.specName) ctx.addIssue({ code: 'custom', path: ['texts', 'zh', 'specName'], message: 'admin.validation.specName' });
      g.skus.forEach((s, i) => {
        if (!s.labels.zh) ctx.addIssue({ code: 'custom', path: ['skus', i, 'labels', 'zh'], message: 'admin.validation.skuLabel' });
      });
    }
  });
export type GoodsInput = z.infer<typeof goodsInputSchema>;

export const shelfSchema = z.object({ onShelf: z.coerce.boolean() });

export const adminGoodsQuery = adminListQuery.extend({
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
  brandId: z.coerce.number().int().positive().optional().catch(undefined),
  onShelf: z.enum(['true', 'false']).optional().catch(undefined),
});
