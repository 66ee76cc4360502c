import type { Locale } from '../../lib/i18n/locales.ts';
import type { HomeIndex } from '../../lib/schemas/home.ts';
import { listBanners } from './banner.service.ts';
import { listBrands } from './category.service.ts';
import { goodsWithFlag, type CatalogueDeps } from './goods.service.ts';

const HOME_SECTION_SIZE = 10;

/** What the home page shows under its categories: banners, the hot, new and recommended shelves, the brands. */
export async function homeIndex(deps: CatalogueDeps, locale: Locale): Promise<HomeIndex> {
  const [banners, hot, latest, recommended, brands] = await Promise.all([
    listBanners(deps.reads, locale),
    goodsWithFlag(deps, locale, 'hot', HOME_SECTION_SIZE),
    goodsWithFlag(deps, locale, 'new', HOME_SECTION_SIZE),
    goodsWithFlag(deps, locale, 'recommended', HOME_SECTION_SIZE),
    listBrands(deps.reads, locale),
  ]);
  return { banners, hot, new: latest, recommended, brands };
}
