import pageKeys from 'virtual:om-page-keys';
import { CATALOG } from './catalog.server.ts';
import type { Locale } from './locales.ts';
import { pluralForm } from './plural.ts';

const embedded = new Map<string, string>();

/**
 * The messages a page embeds for its browser code (`#om-messages`, read by messages.ts): only the keys its
 * islands and scripts use (decision 049), each plural message with all its forms in that language. A page
 * the build did not list (none should be) gets the whole catalogue rather than missing words. Pages
 * rendered on demand embed it on every request, so each page's block is serialised once per locale.
 */
export function pageMessages(locale: Locale, routePattern: string): string {
  const cacheKey = `${locale} ${routePattern}`;
  let json = embedded.get(cacheKey);
  if (json !== undefined) return json;
  const keys = (pageKeys as Record<string, string[] | undefined>)[routePattern];
  const messages = CATALOG[locale] as Record<string, string>;
  if (keys) {
    const wanted = new Set(keys);
    json = JSON.stringify(Object.fromEntries(Object.entries(messages).filter(([key]) => wanted.has(pluralForm(key)?.base ?? key))));
  } else {
    json = JSON.stringify(messages);
  }
  embedded.set(cacheKey, json);
  return json;
}
