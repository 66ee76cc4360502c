import { createContext, useContext } from 'react';
import { currentLocale } from '../../lib/i18n/current.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT, type TFunction } from '../../lib/i18n/messages.ts';

export interface I18nValue {
  locale: Locale;
  t: TFunction;
}

/**
 * The island's language. Islands render on the server too, where no page is at hand, so the locale
 * comes from the island's own props (see I18nProvider); t() reads the messages the page embeds
 * (messages.ts), whatever set of keys that block carries.
 */
export const I18nContext = createContext<I18nValue | null>(null);

let fallback: I18nValue | undefined;

/**
 * Outside a provider (a component rendered alone in a unit test) the page's <html lang> decides,
 * which is zh outside a browser. Every island root provides its locale, so pages never rely on this.
 */
function pageI18n(): I18nValue {
  const locale = currentLocale();
  if (fallback?.locale !== locale) fallback = { locale, t: createT(locale) };
  return fallback;
}

/** The island's t(): message key and optional {name} values in, the page language's words out. */
export function useT(): TFunction {
  return (useContext(I18nContext) ?? pageI18n()).t;
}

/** The island's locale, for formatting money, dates and localized links. */
export function useLocale(): Locale {
  return (useContext(I18nContext) ?? pageI18n()).locale;
}
