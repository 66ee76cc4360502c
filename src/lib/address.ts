import type { Locale } from './i18n/locales.ts';

/** Chinese and Japanese write a region as words set apart by spaces; other languages list them with commas. */
export function addressSeparator(locale: Locale): string {
  // Korean and Thai write an address as Chinese does, level after level with spaces (광둥성 선전시 난산구,
  // กวางตุ้ง เซินเจิ้น เขตหนานซาน).
  if (locale === 'zh' || locale === 'zh-TW' || locale === 'ja' || locale === 'ko' || locale === 'th') return ' ';
  return locale === 'ar' ? '، ' : ', ';
}

/**
 * Province, city and district on one line, each once: a municipality is its own city (北京市 北京市 东城区
 * reads 北京市 东城区), and empty parts are left out. Every page that shows an address prints it this way.
 */
export function regionLine(names: readonly string[], locale: Locale): string {
  const parts: string[] = [];
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed && trimmed !== parts.at(-1)) parts.push(trimmed);
  }
  return parts.join(addressSeparator(locale));
}

/** The region line followed by the street address the member typed, as a parcel label prints them. */
export function addressLine(region: string, detail: string, locale: Locale): string {
  return [region, detail.trim()].filter(Boolean).join(addressSeparator(locale));
}
