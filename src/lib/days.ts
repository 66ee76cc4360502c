import type { Locale } from './i18n/locales.ts';
import { createT } from './i18n/messages.ts';
import { dateLocale } from './i18n/calendar.ts';

/**
 * Calendar days as `YYYY-MM-DD` in a time zone, and how a list grouped by day names them. Recently viewed
 * keeps one footprint per goods per day of the viewer: the server works the day out in the time zone the
 * browser names, and the browser names the groups against its own today.
 */

export type CalendarDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
// About 600 zone names exist; the bound only stops a stream of made-up aliases from growing the map.
const MAX_FORMATTERS = 1000;

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormatters.size < MAX_FORMATTERS) dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA time zone name ('Asia/Shanghai', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    dayFormatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of `at` in `timeZone` (a valid IANA name). */
export function calendarDay(at: Date, timeZone: string): CalendarDay {
  const parts = Object.fromEntries(dayFormatter(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The browser's own time zone, which the server uses to decide what "one day" means for this visitor. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Days from `day` to `today` (1 for yesterday); both `YYYY-MM-DD`. */
export function daysBetween(day: CalendarDay, today: CalendarDay): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
}

/**
 * A day group's heading by the seed's rule for dates: today, yesterday, "2 days ago", then the month and day
 * within the same year, otherwise the full date. Days after today (a clock set wrong) show their date.
 */
export function dayHeading(day: CalendarDay, today: CalendarDay, locale: Locale): string {
  const ago = daysBetween(day, today);
  const t = createT(locale);
  if (ago === 0) return t('footprint.day.today');
  if (ago === 1) return t('footprint.day.yesterday');
  if (ago === 2) return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-2, 'day');
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  const options: Intl.DateTimeFormatOptions = sameYear
    ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
    : { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(dateLocale(locale), options).format(new Date(`${day}T00:00:00Z`));
}
