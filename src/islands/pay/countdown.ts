import type { Locale } from '../../lib/i18n/locales.ts';

/**
 * "29:59", or "1:05:09" from an hour up, in the locale's digits. Seconds round up, so the clock shows
 * 00:00 only once the time has really run out.
 */
export function formatCountdown(ms: number, locale: Locale): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const clock = `${two.format(minutes)}:${two.format(seconds)}`;
  return hours > 0 ? `${new Intl.NumberFormat(locale, { useGrouping: false }).format(hours)}:${clock}` : clock;
}
