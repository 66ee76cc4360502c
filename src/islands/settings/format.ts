import type { Locale } from '../../lib/i18n/locales.ts';
import { relativeTime } from '../../lib/time.ts';
import { dateLocale } from '../../lib/i18n/calendar.ts';

/** Shows enough of the address to recognise it without spelling it out to onlookers: d***o@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const name = email.slice(0, at);
  const visible = name.length <= 2 ? name.slice(0, 1) : `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${name.length <= 2 ? `${visible}***` : visible}${email.slice(at)}`;
}

/** The "last modified" time of a security setting: relative while recent, a date after that. */
export function modifiedAt(iso: string, locale: Locale, now = new Date()): { text: string; full: string } {
  const date = new Date(iso);
  return {
    text: relativeTime(date, locale, now),
    full: new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'long', timeStyle: 'short' }).format(date),
  };
}
