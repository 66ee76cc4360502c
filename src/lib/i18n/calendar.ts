import type { Locale } from './locales.ts';

/**
 * The locale tag dates are formatted with. Intl writes Thai dates in the Buddhist era (2569) while order
 * times, the copyright line and every other language count years from the Gregorian epoch (2026); the shop
 * uses one calendar, the Gregorian, so a Thai shopper never sees two years for the same day.
 */
export function dateLocale(locale: Locale): string {
  return locale === 'th' ? 'th-TH-u-ca-gregory' : locale;
}
