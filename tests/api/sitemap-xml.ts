/**
 * Sitemaps read back as a crawler reads them: the XML must be well-formed (fast-xml-parser's validator, which
 * the S3 test server brings in), then its addresses, last changes and alternates are taken out with entities decoded.
 */
import { parse, validate } from 'fast-xml-parser';
import { expect } from 'vitest';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** hreflang → address. */
  alternates: Record<string, string>;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e]!);

function parsed(xml: string): Record<string, unknown> {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const valid = validate(xml);
  expect(valid, JSON.stringify(valid)).toBe(true);
  return parse(xml, { ignoreAttributes: false, attributeNamePrefix: '', parseNodeValue: false, parseAttributeValue: false, arrayMode: true, tagValueProcessor: decode, attrValueProcessor: decode });
}

/** The parser gives a lone element as a value, several as an array. */
const all = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

interface RawUrl {
  loc: string | string[];
  lastmod?: string | string[];
  'xhtml:link'?: { rel: string; hreflang: string; href: string }[];
}

/** The `<url>`s of a sitemap, in order. */
export function readSitemap(xml: string): SitemapUrl[] {
  const [set] = parsed(xml).urlset as { xmlns: string; 'xmlns:xhtml': string; url?: RawUrl[] }[];
  expect(set?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(set?.['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return (set?.url ?? []).map((u) => {
    expect(all(u.loc)).toHaveLength(1);
    expect(all(u.lastmod).length).toBeLessThanOrEqual(1);
    const links = all(u['xhtml:link']);
    expect(links.every((l) => l.rel === 'alternate')).toBe(true);
    return { loc: all(u.loc)[0]!, lastmod: all(u.lastmod)[0], alternates: Object.fromEntries(links.map((l) => [l.hreflang, l.href])) };
  });
}

/** The sitemap addresses an index names, in order. */
export function readSitemapIndex(xml: string): string[] {
  const [index] = parsed(xml).sitemapindex as { xmlns: string; sitemap?: { loc: string | string[] }[] }[];
  expect(index?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return all(index?.sitemap).map((s) => all(s.loc)[0]!);
}
