import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { isShopPath, type HomeBanner } from '../../lib/schemas/home.ts';

/** Active banners in carousel order, texts in the asked locale with en then zh as fallback. */
export async function listBanners(db: Executor, locale: Locale): Promise<HomeBanner[]> {
  const rows = await db
    .selectFrom('banners as b')
    .leftJoin('banner_texts as tl', (j) => j.onRef('tl.banner_id', '=', 'b.id').on('tl.locale', '=', locale))
    .leftJoin('banner_texts as te', (j) => j.onRef('te.banner_id', '=', 'b.id').on('te.locale', '=', 'en'))
    .leftJoin('banner_texts as tz', (j) => j.onRef('tz.banner_id', '=', 'b.id').on('tz.locale', '=', 'zh'))
    .select((eb) => [
      'b.id',
      'b.image',
      'b.width',
      'b.height',
      'b.link',
      eb.fn.coalesce('tl.title', 'te.title', 'tz.title').as('title'),
      // The subtitle follows the title's language, so a slide never mixes two languages.
      eb.case().when('tl.title', 'is not', null).then(eb.ref('tl.subtitle')).when('te.title', 'is not', null).then(eb.ref('te.subtitle')).else(eb.ref('tz.subtitle')).end().as('subtitle'),
    ])
    .where('b.active', '=', 1)
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ id: r.id, image: r.image, width: r.width, height: r.height, link: r.link, title: r.title ?? '', subtitle: r.subtitle ?? null }));
}

export interface BannerDraft {
  image: string;
  width: number;
  height: number;
  link: string;
  sort: number;
  active?: boolean;
  title: Partial<Record<Locale, string>>;
  subtitle?: Partial<Record<Locale, string>>;
}

/** Writes one banner with its texts; returns its id. */
export async function insertBanner(db: Executor, draft: BannerDraft): Promise<number> {
  if (!isShopPath(draft.link)) throw new Error(`banner link must be a path inside the shop: ${draft.link}`);
  const { id } = await db
    .insertInto('banners')
    .values({ image: draft.image, width: draft.width, height: draft.height, link: draft.link, sort: draft.sort, active: draft.active === false ? 0 : 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const texts = Object.entries(draft.title).map(([locale, title]) => ({ banner_id: Number(id), locale, title, subtitle: draft.subtitle?.[locale as Locale] ?? null }));
  if (texts.length > 0) await db.insertInto('banner_texts').values(texts).execute();
  return Number(id);
}
