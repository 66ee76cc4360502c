import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { isShopPath } from '../../lib/routes.ts';

export type HomeSection = 'hot' | 'new' | 'recommended';

/** The list order that shows more of each home section. */
const SECTION_SORT: Record<HomeSection, string | null> = { hot: 'sales', new: 'latest', recommended: null };

export function goodsListHref(locale: Locale, params: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return localizePath(search ? `/goods/list?${search}` : '/goods/list', locale);
}

export function sectionHref(locale: Locale, section: HomeSection): string {
  const sort = SECTION_SORT[section];
  return goodsListHref(locale, sort ? { sort } : {});
}

/** A banner's link in the page's language; a link that is not a shop path opens the goods list instead. */
export function bannerHref(locale: Locale, link: string): string {
  return localizePath(isShopPath(link) ? link : '/goods/list', locale);
}
