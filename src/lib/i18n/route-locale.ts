import { DEFAULT_LOCALE, LOCALES, LOCALE_SEGMENT, type Locale } from './locales.ts';

/**
 * The language of a page rendered on demand under src/pages/[...locale]/, from its `locale` route
 * parameter: none is zh; a known segment is its locale; anything else (an unknown prefix, `/zh/…`,
 * several segments) is no locale at all and the page answers 404, the same paths the prerendered
 * pages exist under.
 */
export function localeFromParam(param: string | undefined): Locale | undefined {
  if (param === undefined || param === '') return DEFAULT_LOCALE;
  return LOCALES.find((locale) => LOCALE_SEGMENT[locale] !== '' && LOCALE_SEGMENT[locale] === param);
}
