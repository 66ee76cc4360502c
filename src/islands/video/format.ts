import type { Locale } from '../../lib/i18n/locales.ts';

/** A length in seconds as the player shows it: 0:08, 12:05, 1:02:03. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A view count in the locale's short form: 1.2K, 1.2万, 1,2 тыс. */
export function formatViews(views: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(views);
}

/** The video id a /video/ address names, or null: anything but a positive whole number names none. */
export function videoIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
