import { LOCALES, localizePath, type Locale } from '../i18n/locales.ts';
import { findRoute, normalizeRoutePath } from '../routes.ts';
import type { StructuredData } from './schema-types.ts';
import { SOCIAL_CARD, socialImageUrl } from '../images.ts';

/**
 * What a page's head says to search engines and link previews: its one address (canonical), the same page in
 * the other nine languages, whether it may be indexed at all. Pure functions of the site's origin, the page's
 * locale-less path and the query parameters that define it (decision 084).
 */

/** Query parameters that make a page a different page; everything else (sorting, paging, tracking) is noise. */
const DEFINING_PARAMS: Record<string, readonly string[]> = {
  '/goods/list': ['categoryId', 'brandId', 'keyword'],
  '/goods/details': ['id'],
};

/** Pages a search engine may list: the public routes, but not the error page nor a shop search's results. */
export function isIndexable(path: string, query: URLSearchParams = new URLSearchParams()): boolean {
  const route = findRoute(path);
  if (!route?.public || route.path === '/404') return false;
  // Search results are endless and thin; their goods are found through categories, brands and the sitemap.
  return !(route.path === '/goods/list' && query.get('keyword'));
}

/** The locale-less path with only its defining parameters, in a fixed order: '/goods/list?categoryId=3'. */
export function definingPath(path: string, query: URLSearchParams): string {
  const route = normalizeRoutePath(path);
  const kept = new URLSearchParams();
  for (const name of DEFINING_PARAMS[route] ?? []) {
    const value = query.get(name)?.trim();
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${route}?${search}` : route;
}

/** The absolute address of the page in a language. */
export function pageUrl(origin: string, locale: Locale, path: string, query: URLSearchParams = new URLSearchParams()): string {
  return `${origin}${localizePath(definingPath(path, query), locale)}`;
}

/** hreflang is the page's own lang attribute: bare languages, and zh-TW for Traditional Chinese beside zh. */
export function hreflangOf(locale: Locale): string {
  return locale;
}

/** The ten languages plus x-default (the unprefixed Chinese page, which serves visitors of any other language). */
export function alternates(origin: string, path: string, query: URLSearchParams = new URLSearchParams()): { hreflang: string; href: string }[] {
  const links = LOCALES.map((locale) => ({ hreflang: hreflangOf(locale), href: pageUrl(origin, locale, path, query) }));
  return [...links, { hreflang: 'x-default', href: pageUrl(origin, 'zh', path, query) }];
}

/** Open Graph locales (language_TERRITORY, as Facebook lists them). */
const OG_LOCALE: Record<Locale, string> = {
  zh: 'zh_CN',
  'zh-TW': 'zh_TW',
  en: 'en_US',
  ja: 'ja_JP',
  ko: 'ko_KR',
  ru: 'ru_RU',
  ar: 'ar_AR',
  id: 'id_ID',
  th: 'th_TH',
  vi: 'vi_VN',
};

export function ogLocale(locale: Locale): string {
  return OG_LOCALE[locale];
}

export function ogAlternateLocales(locale: Locale): string[] {
  return LOCALES.filter((l) => l !== locale).map(ogLocale);
}

/** A site-relative address made absolute; addresses already absolute (pictures in a bucket) stay as they are. */
export function absoluteUrl(origin: string, href: string): string {
  return /^https?:\/\//i.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;
}

/**
 * The picture link previews show for a page, from its main picture: the 1200 × 630 variant of a goods picture
 * stored with its sizes (decision 086), with those dimensions; the picture itself, size unknown, otherwise.
 */
export function shareImage(origin: string, picture: string): { url: string; width?: number; height?: number } {
  const social = socialImageUrl(picture);
  const url = absoluteUrl(origin, social);
  return social === picture ? { url } : { url, ...SOCIAL_CARD };
}

/** What a page tells its head beyond its route: all optional, a page without them gets the site's words. */
export interface PageSeo {
  /** Names the page in the document title and previews where the route's title says too little (a category's list). */
  title?: string;
  /** Plain text; the site's description when absent or empty. */
  description?: string;
  /** The parameters that define the page, when the page knows them better than its URL (a normalised id). */
  query?: Record<string, string | number | undefined | null>;
  /** The page's main picture (site-relative or absolute). */
  image?: string | null;
  /** Goods pages are Open Graph products and carry their price (fen, CNY). */
  priceFen?: number;
  structuredData?: StructuredData[];
}

/** A page's defining parameters as URLSearchParams, from the page's own list or else its URL. */
export function seoQuery(url: URL, query: PageSeo['query']): URLSearchParams {
  if (!query) return url.searchParams;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return params;
}
