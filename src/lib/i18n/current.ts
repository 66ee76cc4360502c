import { DEFAULT_LOCALE, normalizeLocale, type Locale } from './locales.ts';
import { createT, type TFunction } from './messages.ts';

/** The page's language: the base layout writes it to <html lang>; outside a browser it is zh. */
export function currentLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return normalizeLocale(document.documentElement.lang);
}

/** t() for code that has no locale at hand (request layer, stores). */
export function currentT(): TFunction {
  return createT(currentLocale());
}
