import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

/** Active banners in carousel order, texts in the asked locale with en then zh as fallback. */
export function activeBannerRows(db: Executor, locale: Locale) {
  return db
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
}

/** Writes one banner with its texts (title and subtitle per locale); returns its id. */
export async function insertBannerRows(
  db: Executor,
  banner: { image: string; width: number; height: number; link: string; sort: number; active: boolean },
  texts: { locale: string; title: string; subtitle: string | null }[],
): Promise<number> {
  const { id } = await db
    .insertInto('banners')
    .values({ image: banner.image, width: banner.width, height: banner.height, link: banner.link, sort: banner.sort, active: banner.active ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (texts.length > 0) await db.insertInto('banner_texts').values(texts.map((t) => ({ ...t, banner_id: Number(id) }))).execute();
  return Number(id);
}
