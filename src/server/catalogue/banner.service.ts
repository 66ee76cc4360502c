import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { isShopPath } from '../../lib/routes.ts';
import type { HomeBanner } from '../../lib/schemas/home.ts';
import { activeBannerRows, insertBannerRows } from './banner.repository.ts';

/** Active banners in carousel order, texts in the asked locale with en then zh as fallback. */
export async function listBanners(db: Executor, locale: Locale): Promise<HomeBanner[]> {
  const rows = await activeBannerRows(db, locale);
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

/** Writes one banner with its texts; returns its id. A banner only ever links inside the shop. */
export async function insertBanner(db: Executor, draft: BannerDraft): Promise<number> {
  if (!isShopPath(draft.link)) throw new Error(`banner link must be a path inside the shop: ${draft.link}`);
  const texts = Object.entries(draft.title).map(([locale, title]) => ({ locale, title, subtitle: draft.subtitle?.[locale as Locale] ?? null }));
  return insertBannerRows(db, { ...draft, active: draft.active !== false }, texts);
}
