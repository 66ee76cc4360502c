import { persistentAtom } from '@nanostores/persistent';
import { DEFAULT_LOCALE, localizePath, normalizeLocale, splitLocalePath, type Locale } from '../lib/i18n/locales.ts';

/** The chosen language, kept under the key 'locale'; anything unknown in storage reads as zh. */
export const $locale = persistentAtom<Locale>('locale', DEFAULT_LOCALE, {
  encode: (value: Locale) => value,
  decode: normalizeLocale,
});

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page, query and fragment in another language. */
export function pathForLocale(location: LocationLike, locale: Locale): string {
  const { path } = splitLocalePath(location.pathname);
  return localizePath(path + location.search + location.hash, locale);
}

export function switchLocale(locale: Locale): void {
  $locale.set(locale);
  location.assign(pathForLocale(location, locale));
}
