/**
 * The sitemaps' text (sitemaps.org protocol 0.9): an index naming one or more numbered sitemaps per language,
 * and in each sitemap the language's addresses, every one with its alternates in all ten languages and
 * `x-default` (Google's `xhtml:link` form of hreflang). What goes in them and how they are served:
 * sitemap-routes.ts; why: docs/decisions/085.
 */
import { DEFAULT_LOCALE, LOCALES, LOCALE_SEGMENT, localizePath, type Locale } from '../../lib/i18n/locales.ts';

/** A page a sitemap lists: its locale-less path with the query that names it, and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export interface SitemapLimits {
  /** Addresses in one sitemap file. */
  urls: number;
  /** Bytes of one sitemap file before compression. */
  bytes: number;
}

/** The protocol's own limits on one sitemap file. */
export const SITEMAP_PROTOCOL_LIMITS: Readonly<SitemapLimits> = { urls: 50_000, bytes: 50 * 1024 * 1024 };

/**
 * Ours: 10,000 addresses a file. Each entry carries eleven alternates (about 1.2 KB), so the protocol's 50,000
 * would make files of 60 MB, past its own 50 MB; 10,000 make 12 MB (about 0.4 MB gzipped), written in a
 * fraction of a second, and 100,000 goods take 11 files per language.
 */
export const SITEMAP_LIMITS: Readonly<SitemapLimits> = { urls: 10_000, bytes: SITEMAP_PROTOCOL_LIMITS.bytes };

/**
 * The longest locale-less path a sitemap holds: `/goods/list?categoryId=` with a 16-digit id (goods, videos and
 * help pages are shorter). The bytes limit is kept by sizing files for entries this long (`urlsPerFile`).
 */
export const SITEMAP_PATH_MAX = 40;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xmlEscape = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export const SITEMAP_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const SITEMAP_TAIL = '</urlset>\n';

/** A time as the protocol writes it (W3C datetime, UTC), or undefined when the stored text is not a time. */
export function lastmodOf(stored: string | null | undefined): string | undefined {
  const ms = stored ? Date.parse(stored) : NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * One `<url>`: the address in `locale`, its last change, and the same page in every language plus
 * `x-default` (the unprefixed zh address, which the shop opens in the language a visitor picked before).
 * hreflang values are the shop's locale codes, as in `<html lang>`.
 */
export function urlEntry(siteUrl: string, locale: Locale, entry: SitemapEntry): string {
  const site = xmlEscape(siteUrl);
  const href = (l: Locale) => site + xmlEscape(localizePath(entry.path, l));
  let out = `<url><loc>${href(locale)}</loc>`;
  if (entry.lastmod) out += `<lastmod>${entry.lastmod}</lastmod>`;
  for (const l of LOCALES) out += `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`;
  return `${out}<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/></url>\n`;
}

/** Addresses per sitemap file: `limits.urls`, or fewer when that many entries of the longest kind could pass `limits.bytes`. */
export function urlsPerFile(siteUrl: string, limits: SitemapLimits = SITEMAP_LIMITS): number {
  const longest = urlEntry(siteUrl, 'zh-TW', { path: `/${'x'.repeat(SITEMAP_PATH_MAX - 1)}`, lastmod: new Date(0).toISOString() });
  const room = limits.bytes - Buffer.byteLength(SITEMAP_HEAD + SITEMAP_TAIL);
  return Math.max(1, Math.min(limits.urls, Math.floor(room / Buffer.byteLength(longest))));
}

/** How many files hold `entries` addresses, at least one (an empty sitemap is still a valid one). */
export const fileCount = (entries: number, perFile: number): number => Math.max(1, Math.ceil(entries / perFile));

const segmentOf = (locale: Locale) => LOCALE_SEGMENT[locale] || DEFAULT_LOCALE;

/** The n-th sitemap of a language, under /sitemaps/: zh-1.xml, zh-tw-1.xml, en-2.xml. */
export const sitemapFileName = (locale: Locale, n: number): string => `${segmentOf(locale)}-${n}.xml`;

/** The language and number a sitemap file name stands for, or undefined for any other name. */
export function parseSitemapFileName(name: string): { locale: Locale; n: number } | undefined {
  const match = /^([a-z]+(?:-[a-z]+)?)-([1-9]\d{0,6})\.xml$/.exec(name);
  const locale = match && LOCALES.find((l) => segmentOf(l) === match[1]);
  return locale ? { locale, n: Number(match[2]) } : undefined;
}

/** The index: every language's files, `files` each. */
export function sitemapIndexXml(siteUrl: string, files: number): string {
  let out = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const locale of LOCALES) {
    for (let n = 1; n <= files; n += 1) out += `<sitemap><loc>${xmlEscape(`${siteUrl}/sitemaps/${sitemapFileName(locale, n)}`)}</loc></sitemap>\n`;
  }
  return `${out}</sitemapindex>\n`;
}
