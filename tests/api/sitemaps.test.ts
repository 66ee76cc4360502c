/**
 * robots.txt and the sitemaps through the whole web server, on a small catalogue whose every address can be
 * worked out by hand: the index names each language's files, each file is well-formed XML listing home, the
 * categories shown, the help pages and every on-shelf goods with its last change, each with its ten languages
 * and x-default; files split at the limit; private pages are out of bounds for crawlers (issue 32, item 1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/i18n/locales.ts';
import { HELP_SLUGS } from '../../src/lib/routes.ts';
import type { PageRenderer } from '../../src/server/web/render-threads.ts';
import { createWebServer } from '../../src/server/web/server.ts';
import { seoFiles, shopSitemapSource } from '../../src/server/web/sitemap-routes.ts';
import { buildFixture, type Fixture } from './catalogue-fixture.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { readSitemap, readSitemapIndex } from './sitemap-xml.ts';
import { publishedVideo } from './video-fixture.ts';

const SITE = 'https://shop.example.com';
let ctx: TestContext;
let fx: Fixture;
let clientDir: string;
let web: ReturnType<typeof createWebServer>;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_SITE_URL: `${SITE}/` });
  fx = await buildFixture(ctx.db.kysely);
  await ctx.db.kysely.updateTable('goods').set({ updated_at: '2026-06-01T08:30:00.000Z' }).where('id', '=', fx.ids.oil).execute();
  // A category the operator hid is no page of the shop's menus, so no sitemap names it.
  await ctx.db.kysely.updateTable('categories').set({ hidden: 1 }).where('id', '=', fx.oils).execute();
  clientDir = mkdtempSync(join(tmpdir(), 'om-sitemaps-client-'));
  const pages: PageRenderer = { render: async () => new Response('not found', { status: 404 }), close: async () => {} };
  web = createWebServer(ctx.services, { clientDir, pages });
});

afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await ctx?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => web.request(path, { headers });

describe('robots.txt', () => {
  it('keeps crawlers out of member pages, cart, confirm, cashier, console and API in every language, and names the sitemap', async () => {
    const res = await get('/robots.txt', { 'user-agent': 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) Googlebot/2.1', accept: 'text/html,*/*' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['', '/zh-tw', '/en', '/ar', '/vi']) {
      for (const path of ['/mine', '/pay', '/goods/shoppingCar', '/goods/confirmOrder']) expect(lines).toContain(`Disallow: ${prefix}${path}`);
    }
    for (const path of ['/admin', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Public pages stay open: nothing disallows a prefix of them.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const open of ['/', '/en/', '/goods/list', '/ar/goods/details', '/helperCenter/newbie', '/en/login']) {
      expect(disallowed.filter((d) => open.startsWith(d)), open).toEqual([]);
    }
  });
});

describe('sitemaps', () => {
  it('indexes one file per language, each at its absolute address', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('surrogate-key')).toBe('goods-list goods');
    const files = readSitemapIndex(await res.text());
    expect(files).toHaveLength(10);
    expect(files).toContain(`${SITE}/sitemaps/zh-1.xml`);
    expect(files).toContain(`${SITE}/sitemaps/zh-tw-1.xml`);
    expect(files).toContain(`${SITE}/sitemaps/ar-1.xml`);
  });

  it("lists home, shown categories, help pages and on-shelf goods in the file's language, each with ten languages and x-default", async () => {
    const urls = readSitemap(await (await get('/sitemaps/ar-1.xml')).text());
    const goods = [fx.ids.oil, fx.ids.candle, fx.ids.silk, fx.ids.zhOnly].sort((a, b) => a - b);
    expect(urls.map((u) => u.loc)).toEqual([
      `${SITE}/ar/`,
      `${SITE}/ar/goods/list?categoryId=${fx.wellness}`,
      `${SITE}/ar/goods/list?categoryId=${fx.lingerie}`,
      ...HELP_SLUGS.map((slug) => `${SITE}/ar/helperCenter/${slug}`),
      ...goods.map((id) => `${SITE}/ar/goods/details?id=${id}`),
    ]);
    const oil = urls.find((u) => u.loc.endsWith(`?id=${fx.ids.oil}`))!;
    expect(oil.lastmod).toBe('2026-06-01T08:30:00.000Z');
    expect(oil.alternates).toEqual({
      zh: `${SITE}/goods/details?id=${fx.ids.oil}`,
      'zh-TW': `${SITE}/zh-tw/goods/details?id=${fx.ids.oil}`,
      en: `${SITE}/en/goods/details?id=${fx.ids.oil}`,
      ja: `${SITE}/ja/goods/details?id=${fx.ids.oil}`,
      ko: `${SITE}/ko/goods/details?id=${fx.ids.oil}`,
      ru: `${SITE}/ru/goods/details?id=${fx.ids.oil}`,
      ar: `${SITE}/ar/goods/details?id=${fx.ids.oil}`,
      id: `${SITE}/id/goods/details?id=${fx.ids.oil}`,
      th: `${SITE}/th/goods/details?id=${fx.ids.oil}`,
      vi: `${SITE}/vi/goods/details?id=${fx.ids.oil}`,
      'x-default': `${SITE}/goods/details?id=${fx.ids.oil}`,
    });
    expect(urls.every((u) => Object.keys(u.alternates).length === 11 && u.alternates.ar === u.loc)).toBe(true);
    expect(urls.find((u) => u.loc === `${SITE}/ar/`)?.lastmod).toBeUndefined();
    expect(urls.some((u) => u.loc.includes(`id=${fx.ids.hidden}`))).toBe(false);

    const zh = readSitemap(await (await get('/sitemaps/zh-1.xml')).text());
    expect(zh[0]?.loc).toBe(`${SITE}/`);
    expect(zh).toHaveLength(urls.length);
  });

  it('follows the shelf: goods taken off leave, goods put on come back', async () => {
    await ctx.db.kysely.updateTable('goods').set({ on_shelf: 0 }).where('id', '=', fx.ids.silk).execute();
    const without = readSitemap(await (await get('/sitemaps/en-1.xml')).text());
    expect(without.some((u) => u.loc === `${SITE}/en/goods/details?id=${fx.ids.silk}`)).toBe(false);
    await ctx.db.kysely.updateTable('goods').set({ on_shelf: 1 }).where('id', '=', fx.ids.silk).execute();
    const back = readSitemap(await (await get('/sitemaps/en-1.xml')).text());
    expect(back.some((u) => u.loc === `${SITE}/en/goods/details?id=${fx.ids.silk}`)).toBe(true);
  });

  it('sends a file gzipped to a client that takes it, and answers HEAD without a body', async () => {
    const plain = await (await get('/sitemaps/ja-1.xml')).text();
    const zipped = await get('/sitemaps/ja-1.xml', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plain);
    const head = await web.request('/sitemaps/ja-1.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers a file that does not exist as any unknown address (the 404 page)', async () => {
    for (const path of ['/sitemaps/en-2.xml', '/sitemaps/xx-1.xml', '/sitemaps/en-0.xml', '/sitemaps/zh-TW-1.xml', '/sitemaps/en.xml', '/sitemaps/en-1.xml.gz']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('answers 503 with Retry-After when the catalogue cannot be read, never a 404 or 500', async () => {
    const failing = seoFiles({
      siteUrl: SITE,
      source: { pages: () => Promise.reject(Object.assign(new Error('gone'), { code: 'ECONNREFUSED' })), goodsCount: async () => 0, goods: async () => [] },
      unavailable: () => new Response('later', { status: 503, headers: { 'Retry-After': '30' } }),
    });
    const res = await new Hono().use('*', failing).request('/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
  });

  it('splits at the limit: every address once, in order, no file over it', async () => {
    const limits = { urls: 3, bytes: 50 * 1024 * 1024 };
    const app = new Hono().use('*', seoFiles({ siteUrl: SITE, source: shopSitemapSource(ctx.services), unavailable: () => new Response(null, { status: 503 }), limits, batch: 2 }));
    const index = readSitemapIndex(await (await app.request('/sitemap.xml')).text());
    const total = 1 + 2 + HELP_SLUGS.length + 4;
    const perLanguage = Math.ceil(total / 3);
    expect(index).toHaveLength(perLanguage * LOCALES.length);
    const listed: string[] = [];
    for (let n = 1; n <= perLanguage; n += 1) {
      expect(index).toContain(`${SITE}/sitemaps/en-${n}.xml`);
      const urls = readSitemap(await (await app.request(`/sitemaps/en-${n}.xml`)).text());
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls.map((u) => u.loc));
    }
    const whole = readSitemap(await (await get('/sitemaps/en-1.xml')).text()).map((u) => u.loc);
    expect(listed).toEqual(whole);
    expect((await app.request(`/sitemaps/en-${perLanguage + 1}.xml`)).status).toBe(404);
  });

  it('keeps each file under a bytes limit too', async () => {
    const limits = { urls: 50_000, bytes: 8000 };
    const app = new Hono().use('*', seoFiles({ siteUrl: SITE, source: shopSitemapSource(ctx.services), unavailable: () => new Response(null, { status: 503 }), limits }));
    const files = readSitemapIndex(await (await app.request('/sitemap.xml')).text()).filter((f) => f.includes('/sitemaps/zh-tw-'));
    expect(files.length).toBeGreaterThan(1);
    let count = 0;
    for (const file of files) {
      const text = await (await app.request(new URL(file).pathname)).text();
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(8000);
      count += readSitemap(text).length;
    }
    expect(count).toBe(1 + 2 + HELP_SLUGS.length + 4);
  });

  it('lists published videos with their last change once guests may watch them, and none while the section is for members', async () => {
    const id = await publishedVideo(ctx, { zh: '玫瑰浴', en: 'Rose bath' });
    const source = (videos: boolean) => new Hono().use('*', seoFiles({ siteUrl: SITE, source: shopSitemapSource(ctx.services, { videos }), unavailable: () => new Response(null, { status: 503 }) }));
    const open = readSitemap(await (await source(true).request('/sitemaps/en-1.xml')).text());
    const video = open.find((u) => u.loc === `${SITE}/en/video/?id=${id}`);
    expect(video?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(video?.alternates['x-default']).toBe(`${SITE}/video/?id=${id}`);
    const closed = readSitemap(await (await get('/sitemaps/en-1.xml')).text());
    expect(closed.some((u) => u.loc.includes('/video/'))).toBe(false);
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /en/video\n');
  });
});
