import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { HELP_SLUGS } from '../../lib/routes.ts';
import { seoFiles, type SitemapSource } from './sitemap-routes.ts';
import { parseSitemapFileName, sitemapFileName, SITEMAP_LIMITS, SITEMAP_PATH_MAX, SITEMAP_PROTOCOL_LIMITS, urlEntry, urlsPerFile, xmlEscape } from './sitemaps.ts';
import { privatePagePaths, robotsTxt } from './robots.ts';

describe('sitemap text', () => {
  it('names each language’s numbered files and reads the names back, nothing else', () => {
    expect(sitemapFileName('zh', 1)).toBe('zh-1.xml');
    expect(sitemapFileName('zh-TW', 3)).toBe('zh-tw-3.xml');
    expect(parseSitemapFileName('zh-tw-3.xml')).toEqual({ locale: 'zh-TW', n: 3 });
    expect(parseSitemapFileName('ar-12.xml')).toEqual({ locale: 'ar', n: 12 });
    for (const name of ['zh-0.xml', 'xx-1.xml', 'EN-1.xml', 'en.xml', 'en-1.xml.gz', 'en-01.xml', '../en-1.xml', 'zh-cn-1.xml']) expect(parseSitemapFileName(name), name).toBeUndefined();
  });

  it('escapes what XML reserves in addresses', () => {
    expect(xmlEscape(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(urlEntry('https://x.example/?a=1&b=2', 'en', { path: '/' })).toContain('<loc>https://x.example/?a=1&amp;b=2/en/</loc>');
  });

  it('writes an entry with ten languages and x-default, the loc among them', () => {
    const entry = urlEntry('https://s.example', 'ja', { path: '/goods/details?id=7', lastmod: '2026-01-02T03:04:05.000Z' });
    expect(entry.startsWith('<url><loc>https://s.example/ja/goods/details?id=7</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>')).toBe(true);
    expect(entry.match(/<xhtml:link /g)).toHaveLength(11);
    expect(entry).toContain('hreflang="x-default" href="https://s.example/goods/details?id=7"');
    expect(entry).toContain('hreflang="zh-TW" href="https://s.example/zh-tw/goods/details?id=7"');
  });

  it('sizes files by an addresses limit, or fewer when that many could pass the bytes limit', () => {
    expect(SITEMAP_LIMITS.urls).toBeLessThanOrEqual(SITEMAP_PROTOCOL_LIMITS.urls);
    expect(SITEMAP_LIMITS.bytes).toBeLessThanOrEqual(SITEMAP_PROTOCOL_LIMITS.bytes);
    expect(urlsPerFile('https://shop.example.com')).toBe(SITEMAP_LIMITS.urls);
    // At the protocol's 50,000 the bytes would pass 50 MB: fewer entries go in a file.
    const perFile = urlsPerFile('https://shop.example.com', SITEMAP_PROTOCOL_LIMITS);
    expect(perFile).toBeLessThan(50_000);
    const longest = urlEntry('https://shop.example.com', 'zh-TW', { path: `/goods/list?categoryId=${'9'.repeat(16)}`, lastmod: new Date().toISOString() });
    expect(`/goods/list?categoryId=${'9'.repeat(16)}`.length).toBeLessThanOrEqual(SITEMAP_PATH_MAX);
    expect(perFile * Buffer.byteLength(longest)).toBeLessThanOrEqual(SITEMAP_PROTOCOL_LIMITS.bytes);
    expect(urlsPerFile('https://s.example', { urls: 50_000, bytes: 1e12 })).toBe(50_000);
    expect(urlsPerFile('https://s.example', { urls: 10, bytes: 10 })).toBe(1);
  });
});

describe('robots.txt text', () => {
  it('collapses private routes to their shortest prefixes', () => {
    expect(privatePagePaths().sort()).toEqual(['/goods/confirmOrder', '/goods/shoppingCar', '/mine', '/pay', '/video']);
  });

  it('lists each private prefix in every language and names the sitemap absolutely', () => {
    const text = robotsTxt('https://shop.example.com');
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text.match(/^Disallow: .*\/mine$/gm)).toHaveLength(10);
    expect(text).toContain('Disallow: /zh-tw/goods/shoppingCar\n');
    expect(text.endsWith('\nSitemap: https://shop.example.com/sitemap.xml\n')).toBe(true);
  });
});

describe('100,000 goods', () => {
  const GOODS = 100_000;
  const pages = [{ path: '/' }, ...HELP_SLUGS.map((slug) => ({ path: `/helperCenter/${slug}` }))];
  const source: SitemapSource = {
    pages: async () => pages,
    goodsCount: async () => GOODS,
    goods: async (from, limit) => {
      const first = 'afterId' in from ? from.afterId + 1 : from.offset + 1;
      return Array.from({ length: Math.max(0, Math.min(limit, GOODS - first + 1)) }, (_, i) => ({ id: first + i, updatedAt: '2026-11-01T00:00:00.000Z' }));
    },
  };

  it('split into numbered files within the limits that list every goods once, in order', { timeout: 60_000 }, async () => {
    const siteUrl = 'https://shop.example.com';
    const app = new Hono().use('*', seoFiles({ siteUrl, source, unavailable: () => new Response(null, { status: 503 }) }));
    const index = await (await app.request('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>https:\/\/shop\.example\.com\/sitemaps\/(en-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    const perFile = urlsPerFile(siteUrl);
    expect(files).toHaveLength(Math.ceil((GOODS + pages.length) / perFile));
    expect(files).toHaveLength(11);
    let next = 1;
    for (const file of files) {
      const text = Buffer.from(await (await app.request(`/sitemaps/${file}`)).arrayBuffer()).toString();
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SITEMAP_PROTOCOL_LIMITS.bytes);
      expect(text.endsWith('</urlset>\n')).toBe(true);
      const ids = [...text.matchAll(/<loc>https:\/\/shop\.example\.com\/en\/goods\/details\?id=(\d+)<\/loc>/g)].map((m) => Number(m[1]));
      expect(ids.length + (file === 'en-1.xml' ? pages.length : 0)).toBeLessThanOrEqual(Math.min(perFile, SITEMAP_PROTOCOL_LIMITS.urls));
      for (const id of ids) expect(id).toBe(next++);
    }
    expect(next - 1).toBe(GOODS);
  });
});
