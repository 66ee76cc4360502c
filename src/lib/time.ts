import type { Locale } from './i18n/locales.ts';
import { createT } from './i18n/messages.ts';
import { dateLocale } from './i18n/calendar.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DateInput = Date | number | string;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' in local time: the format the API expects for dates. */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  const date = `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Localised "how long ago": just now (< 60 s), N minutes (< 1 h), N hours (< 1 day), N days (< 3 days),
 * then the month and day within the same year, otherwise the full date. Future times beyond
 * a minute of clock skew show the date.
 */
export function relativeTime(value: DateInput, locale: Locale, now: Date = new Date()): string {
  const date = toDate(value);
  const elapsed = now.getTime() - date.getTime();
  if (Math.abs(elapsed) < MINUTE) return createT(locale)('time.justNow');
  if (elapsed > 0 && elapsed < 3 * DAY) {
    const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
    if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
    const days = Math.floor(elapsed / DAY);
    // One day back is "yesterday" («أمس», 昨天), never "1 day ago"; further back stays a number of days.
    if (days === 1) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
    return rtf.format(-days, 'day');
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  const options: Intl.DateTimeFormatOptions = sameYear
    ? { month: 'short', day: 'numeric' }
    : { year: 'numeric', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(dateLocale(locale), options).format(date);
}

/** A calendar date in the locale's words (24 November 2026, 2026年11月24日), for expiry dates. */
export function formatDate(value: DateInput, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { year: 'numeric', month: 'long', day: 'numeric' }).format(toDate(value));
}
