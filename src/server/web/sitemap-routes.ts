/**
 * /robots.txt, /sitemap.xml (the index) and /sitemaps/<language>-<n>.xml, answered from the catalogue as it is
 * now: the index costs two reads; a sitemap file is written as it is sent, a batch of goods at a time, so a file
 * of 10,000 goods neither sits whole in memory nor holds up other requests while it is written. Shared caches
 * (a CDN) may keep them an hour and drop them with the goods pages (the `goods` and `goods-list` surrogate keys
 * every goods change purges, decision 079); this process keeps no copy (decision 085).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Services } from '../services.ts';
import { shelfGoodsCount, shelfGoodsStamps, shownCategoryIds, type GoodsStamp } from '../catalogue/sitemap.service.ts';
import { publishedVideos } from '../video/video.service.ts';
import { HELP_SLUGS, PUBLIC_PATHS } from '../../lib/routes.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { robotsTxt } from './robots.ts';
import {
  fileCount,
  lastmodOf,
  parseSitemapFileName,
  sitemapIndexXml,
  SITEMAP_HEAD,
  SITEMAP_LIMITS,
  SITEMAP_TAIL,
  urlEntry,
  urlsPerFile,
  type SitemapEntry,
  type SitemapLimits,
} from './sitemaps.ts';

/** What the sitemaps list, read when asked. */
export interface SitemapSource {
  /** Home, the categories, the help pages, and the videos when guests may watch them, in that order. */
  pages(): Promise<SitemapEntry[]>;
  goodsCount(): Promise<number>;
  /** On-shelf goods in id order: the first batch of a file by position, the next ones after the last id. */
  goods(from: { afterId: number } | { offset: number }, limit: number): Promise<GoodsStamp[]>;
}

/**
 * The shop's pages for the sitemaps, read from the catalogue's reads (replica when there is one). Videos are
 * listed only while the route table lets guests open /video: a sitemap names pages a crawler may read, and the
 * video section is for members today (robots.txt keeps crawlers out of it).
 */
export function shopSitemapSource(services: Services, { videos = PUBLIC_PATHS.includes('/video') } = {}): SitemapSource {
  const db = services.catalogue.reads;
  return {
    pages: async () => {
      const [categories, published] = await Promise.all([shownCategoryIds(db), videos ? publishedVideos(services.video.reads) : []]);
      return [
        { path: '/' },
        ...categories.map((id) => ({ path: `/goods/list?categoryId=${id}` })),
        ...HELP_SLUGS.map((slug) => ({ path: `/helperCenter/${slug}` })),
        ...published.map((v) => ({ path: `/video/?id=${v.id}`, lastmod: lastmodOf(v.updatedAt) })),
      ];
    },
    goodsCount: () => shelfGoodsCount(db),
    goods: (from, limit) => shelfGoodsStamps(db, from, limit),
  };
}

export interface SeoFilesOptions {
  /** The shop's public address without a trailing slash (PUBLIC_SITE_URL). */
  siteUrl: string;
  source: SitemapSource;
  /** The answer when the catalogue cannot be read (the prerendered 503 page). */
  unavailable: (c: Context) => Response | Promise<Response>;
  limits?: SitemapLimits;
  /** Goods read per query while a file is written. */
  batch?: number;
}

const XML = 'application/xml; charset=utf-8';
const SHARED_CACHE = 'public, max-age=0, s-maxage=3600';
const SURROGATE_KEYS = 'goods-list goods';

/** robots.txt and the sitemaps for GET and HEAD; any other address or method, or an unknown file, goes on. */
export function seoFiles(options: SeoFilesOptions): MiddlewareHandler {
  const { siteUrl, source, limits = SITEMAP_LIMITS, batch = 500 } = options;
  const perFile = urlsPerFile(siteUrl, limits);
  const robots = robotsTxt(siteUrl);

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const path = c.req.path;
    if (path === '/robots.txt') return new Response(method === 'HEAD' ? null : robots, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
    const answer = (body: BodyInit | null) => {
      const headers = new Headers({ 'Content-Type': XML, 'Cache-Control': SHARED_CACHE, 'Surrogate-Key': SURROGATE_KEYS, xkey: SURROGATE_KEYS });
      return new Response(method === 'HEAD' ? null : body, { status: 200, headers });
    };
    const file = path.startsWith('/sitemaps/') ? parseSitemapFileName(path.slice('/sitemaps/'.length)) : undefined;
    if (path !== '/sitemap.xml' && !file) return next();

    let pages: SitemapEntry[];
    let total: number;
    try {
      [pages, total] = await Promise.all([source.pages(), source.goodsCount()]);
    } catch {
      return options.unavailable(c);
    }
    const files = fileCount(pages.length + total, perFile);
    if (!file) return answer(sitemapIndexXml(siteUrl, files));
    if (file.n > files) return next();
    const start = (file.n - 1) * perFile;
    const end = Math.min(file.n * perFile, pages.length + total);
    const body = sitemapStream({ siteUrl, locale: file.locale, pages, start, end, source, batch });
    if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return answer(body);
    const res = answer(body.pipeThrough(new CompressionStream('gzip')));
    res.headers.set('Content-Encoding', 'gzip');
    res.headers.set('Vary', 'Accept-Encoding');
    return res;
  };
}

interface StreamPlan {
  siteUrl: string;
  locale: Locale;
  pages: SitemapEntry[];
  /** Positions in pages-then-goods this file holds: [start, end). */
  start: number;
  end: number;
  source: SitemapSource;
  batch: number;
}

/**
 * One sitemap file, written a batch at a time as the client reads. Goods that left the shelf since the count
 * make the file shorter, never wrong: it ends when the goods do.
 */
function sitemapStream({ siteUrl, locale, pages, start, end, source, batch }: StreamPlan): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  let at = start;
  let afterId: number | undefined;
  let text = SITEMAP_HEAD;
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    async pull(controller) {
      const stop = Math.min(end, at + batch);
      for (; at < stop && at < pages.length; at += 1) text += urlEntry(siteUrl, locale, pages[at]!);
      if (at < stop) {
        const want = stop - at;
        const goods = await source.goods(afterId === undefined ? { offset: at - pages.length } : { afterId }, want);
        for (const g of goods) text += urlEntry(siteUrl, locale, { path: `/goods/details?id=${g.id}`, lastmod: lastmodOf(g.updatedAt) });
        afterId = goods.at(-1)?.id ?? afterId;
        at = goods.length < want ? end : at + want;
      }
      if (at >= end) text += SITEMAP_TAIL;
      controller.enqueue(encoder.encode(text));
      text = '';
      if (at >= end) controller.close();
    },
  });
}
