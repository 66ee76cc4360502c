/** The ten UI languages. zh is the default and is served without a path prefix. */
export const LOCALES = ['zh', 'zh-TW', 'en', 'ja', 'ko', 'ru', 'ar', 'id', 'th', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** URL segment of each locale ('' for the unprefixed default). */
export const LOCALE_SEGMENT: Record<Locale, string> = {
  zh: '',
  'zh-TW': 'zh-tw',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
  ar: 'ar',
  id: 'id',
  th: 'th',
  vi: 'vi',
};

/** Each language names itself in the picker. */
export const LOCALE_LABEL: Record<Locale, string> = {
  zh: '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  ru: 'Русский',
  ar: 'العربية',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

export function isRtl(locale: Locale): boolean {
  return locale === 'ar';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const ALIASES: Record<string, Locale> = {
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  'zh-tw': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-hant': 'zh-TW',
  in: 'id',
  ae: 'ar',
};

/** Any stored or requested language tag → one of ours; unknown tags fall back to zh. */
export function normalizeLocale(value: unknown): Locale {
  if (typeof value !== 'string' || value === '') return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  const lower = value.toLowerCase();
  // Own keys only: a header such as `__proto__` or `constructor` must not reach Object.prototype.
  const alias = Object.hasOwn(ALIASES, lower) ? ALIASES[lower] : undefined;
  if (alias) return alias;
  const base = lower.split('-')[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/** Picks the first supported language of an Accept-Language header, else zh. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (!tag || tag === '*') continue;
    const lower = tag.toLowerCase();
    if (isLocale(tag) || ALIASES[lower] || isLocale(lower.split('-')[0])) return normalizeLocale(tag);
  }
  return DEFAULT_LOCALE;
}

const SEGMENT_TO_LOCALE = new Map<string, Locale>(
  LOCALES.filter((l) => LOCALE_SEGMENT[l] !== '').map((l) => [LOCALE_SEGMENT[l], l]),
);

/** Splits '/en/goods/list' into { locale: 'en', path: '/goods/list' }; unprefixed paths are zh. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match?.[1] ? SEGMENT_TO_LOCALE.get(match[1].toLowerCase()) : undefined;
  if (!locale) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale, path: match?.[2] || '/' };
}

/** The same page in another language: localizePath('/goods/list?x=1', 'en') → '/en/goods/list?x=1'. */
export function localizePath(path: string, locale: Locale): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const segment = LOCALE_SEGMENT[locale];
  if (!segment) return normalized;
  return normalized === '/' ? `/${segment}/` : `/${segment}${normalized}`;
}
