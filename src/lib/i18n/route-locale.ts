import { DEFAULT_LOCALE, LOCALES, LOCALE_SEGMENT, splitLocalePath, type Locale } from './locales.ts';

/** What the functions below read of a page's `Astro`. */
interface PageRequest {
  params: Record<string, string | undefined>;
  rewrite(path: string): Promise<Response>;
}

/** The path of the shop's not-found page (src/pages/404.astro), which answers 404 in the asked URL's language. */
export const NOT_FOUND_PATH = '/404';

/**
 * The language of a page rendered on demand under src/pages/[...locale]/, from its `locale` route parameter,
 * or, when the parameter names none, the shop's 404 page to answer with. No parameter is zh; a known segment
 * is its language; anything else (an unknown prefix, `/zh/…`, several segments, other letter case) answers
 * 404, so these pages exist under the same paths as the prerendered ones (`localeStaticPaths`).
 *
 *     const locale = await pageLocale(Astro);
 *     if (locale instanceof Response) return locale;
 */
export async function pageLocale(page: PageRequest): Promise<Locale | Response> {
  return localeFromParam(page.params.locale) ?? page.rewrite(NOT_FOUND_PATH);
}

/**
 * The language of an error page (404, 500): the one the asked URL's prefix names, in any letter case, else zh.
 * Read from `Astro.originPathname`, which stays the asked URL when a page rewrote to the 404 page.
 */
export function errorPageLocale(page: { originPathname: string }): Locale {
  return splitLocalePath(page.originPathname).locale;
}

function localeFromParam(param: string | undefined): Locale | undefined {
  if (param === undefined || param === '') return DEFAULT_LOCALE;
  return LOCALES.find((locale) => LOCALE_SEGMENT[locale] !== '' && LOCALE_SEGMENT[locale] === param);
}
