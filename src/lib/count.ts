import type { Locale } from './i18n/locales.ts';

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A count (goods sold, results, page numbers) in the locale's digits and grouping. Formatters are kept per
 * locale: building one costs about 15 µs, and a goods list formats a count per card on every render.
 */
export function formatCount(locale: Locale, count: number): string {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(locale)));
  return formatter.format(count);
}
