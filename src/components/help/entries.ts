import { getCollection, type CollectionEntry } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import { HELP_SLUGS, type HelpSlug } from '../../lib/routes.ts';

export interface HelpMenuItem {
  slug: HelpSlug;
  title: string;
  order: number;
  /** Set when the entry is shown in another language than the page's. */
  lang?: string;
}

/** Where a language has no version of a help page, readers get English, then Chinese. */
const FALLBACKS: Locale[] = ['en', DEFAULT_LOCALE];

/** The best entry for each help slug in this locale, with the language it is written in. */
export async function helpEntries(locale: Locale): Promise<Map<HelpSlug, { entry: CollectionEntry<'help'>; lang: Locale }>> {
  const all = await getCollection('help');
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  const result = new Map<HelpSlug, { entry: CollectionEntry<'help'>; lang: Locale }>();
  for (const slug of HELP_SLUGS) {
    for (const lang of [locale, ...FALLBACKS]) {
      const entry = byId.get(`${lang}/${slug}`);
      if (entry) {
        result.set(slug, { entry, lang });
        break;
      }
    }
  }
  return result;
}

/** The help centre's side menu, in the collection's order. */
export function helpMenu(entries: Awaited<ReturnType<typeof helpEntries>>, locale: Locale): HelpMenuItem[] {
  return [...entries]
    .map(([slug, { entry, lang }]) => ({
      slug,
      title: entry.data.title,
      order: entry.data.order,
      lang: lang === locale ? undefined : lang,
    }))
    .sort((a, b) => a.order - b.order);
}
