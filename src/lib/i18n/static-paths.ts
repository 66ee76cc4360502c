import { LOCALES, LOCALE_SEGMENT, type Locale } from './locales.ts';

/** getStaticPaths for a page under src/pages/[...locale]/: one prerendered copy per language. */
export function localeStaticPaths(): { params: { locale: string | undefined }; props: { locale: Locale } }[] {
  return LOCALES.map((locale) => ({
    params: { locale: LOCALE_SEGMENT[locale] || undefined },
    props: { locale },
  }));
}
