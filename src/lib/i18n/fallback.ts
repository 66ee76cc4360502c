import type { Locale } from './locales.ts';

/**
 * The languages a catalogue text (goods name, description, specification, category, brand, video) is
 * looked up in, best first. Traditional Chinese readers read simplified Chinese far more easily than
 * English, so zh-TW falls back to zh before en; every other language falls back to English, then Chinese.
 */
export function textLocales(locale: Locale): readonly Locale[] {
  if (locale === 'zh') return ['zh', 'en'];
  if (locale === 'zh-TW') return ['zh-TW', 'zh', 'en'];
  if (locale === 'en') return ['en', 'zh'];
  return [locale, 'en', 'zh'];
}

/** The first value `get` finds in a row of the asked locale's chain; null when none has one. */
export function pickText<R extends { locale: string }, T>(rows: readonly R[], locale: Locale, get: (row: R) => T | null | undefined): T | null {
  for (const l of textLocales(locale)) {
    const row = rows.find((r) => r.locale === l);
    const value = row ? get(row) : null;
    if (value !== null && value !== undefined) return value;
  }
  return null;
}
