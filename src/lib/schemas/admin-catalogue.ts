import { z } from './zod.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { flagField, idField, pageQuery, wholeNumber } from './common.ts';
import { isShopPath } from '../routes.ts';

/**
 * Categories, brands and banners as the console edits them. Names are per language: Chinese is required,
 * other languages fall back to English, then Chinese, on the shop. Pictures are URLs answered by
 * /api/admin/media/<kind>, which made them into the shop's size for that kind.
 */
// Forms send an emptied field as null: an empty text is '' whichever way it arrives.
const words = (max: number) => z.preprocess((v) => v ?? '', z.string('error.invalidParam').trim().max(max, 'admin.validation.tooLong'));
const perLocale = (max: number) =>
  z.preprocess((v) => v ?? {}, z.object(Object.fromEntries(LOCALES.map((l) => [l, words(max).optional()])) as Record<Locale, z.ZodOptional<ReturnType<typeof words>>>));
const picture = (kind: 'categories' | 'brands' | 'banners') =>
  z.string('admin.validation.picture').regex(new RegExp(`^/media/${kind}/[\\w-]+\\.webp$`), 'admin.validation.picture');
const optionalPicture = (kind: 'categories' | 'brands') => z.preprocess((v) => v || null, picture(kind).nullable());
const sort = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), wholeNumber('admin.validation.sort', 0, 9999));
const needsChinese = (path: string) => (names: Partial<Record<Locale, string>>, ctx: z.RefinementCtx) => {
  if (!names.zh) ctx.addIssue({ code: 'custom', path: [path, 'zh'], message: 'admin.validation.chineseName' });
};

/** The console's lists of these are short: all on one page, also for the goods form's pickers. */
export const catalogueListQuery = pageQuery(100, 1000);

export const categoryInputSchema = z
  .object({
    parentId: z.preprocess((v) => (v === '' || v === undefined ? null : v), idField('admin.validation.parent').nullable()),
    sort,
    icon: optionalPicture('categories'),
    names: perLocale(30),
    /** Left out of the shop's menus and filters; left out of a save, the category keeps what it had. */
    hidden: flagField().optional(),
  })
  .superRefine((c, ctx) => needsChinese('names')(c.names, ctx));
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const brandInputSchema = z
  .object({ sort, logo: optionalPicture('brands'), names: perLocale(40), stories: perLocale(500), hidden: flagField().optional() })
  .superRefine((b, ctx) => needsChinese('names')(b.names, ctx));
export type BrandInput = z.infer<typeof brandInputSchema>;

export const bannerInputSchema = z
  .object({
    image: picture('banners'),
    link: z.string('admin.validation.link').trim().max(300, 'admin.validation.tooLong').refine(isShopPath, 'admin.validation.link'),
    sort,
    active: flagField().default(true),
    titles: perLocale(120),
    subtitles: perLocale(300),
  })
  .superRefine((b, ctx) => {
    needsChinese('titles')(b.titles, ctx);
    // A subtitle shows under its language's title only.
    for (const l of LOCALES) if (b.subtitles[l] && !b.titles[l]) ctx.addIssue({ code: 'custom', path: ['titles', l], message: 'admin.validation.required' });
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;
