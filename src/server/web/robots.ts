import { LOCALES, localizePath } from '../../lib/i18n/locales.ts';
import { ROUTES } from '../../lib/routes.ts';

/** Addresses that are not pages of the shop: the console, the API, uploads and the payment sandbox. */
const NOT_PAGES = ['/admin', '/api/', '/web/api/', '/sandbox/'];

/**
 * The route table's pages a guest cannot see (member pages, cart, confirm order, cashier, the video section),
 * each once: a path under another one (`/mine/setting` under `/mine`) is covered by it, since robots rules
 * match by prefix.
 */
export function privatePagePaths(): string[] {
  const paths = ROUTES.filter((r) => !r.public).map((r) => r.path);
  return paths.filter((p) => !paths.some((q) => q !== p && p.startsWith(`${q}/`)));
}

/**
 * robots.txt: crawlers keep out of the private pages in every language and of what is not a page, and find the
 * sitemap index at the shop's public address (a sitemap is named by absolute URL).
 */
export function robotsTxt(publicSiteUrl: string): string {
  const lines = ['User-agent: *'];
  for (const path of privatePagePaths()) for (const locale of LOCALES) lines.push(`Disallow: ${localizePath(path, locale)}`);
  for (const path of NOT_PAGES) lines.push(`Disallow: ${path}`);
  lines.push('', `Sitemap: ${publicSiteUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
