import type { APIRequestContext, Page } from '@playwright/test';
import { catalogueURL, expect, test } from './fixtures.ts';

/**
 * What search engines and link previews read in each page's head (decision 084): every public page kind in
 * zh, en and ar names its canonical address, the same page in ten languages plus x-default, a description of
 * its own, Open Graph tags and structured data that parses with the fields its type requires; private pages
 * say noindex. Pages are fetched as a crawler fetches them (no script runs, so the access guard redirects none).
 */

interface Head {
  lang: string;
  dir: string;
  robots: string | null;
  canonical: string[];
  alternates: { hreflang: string; href: string }[];
  description: string | null;
  meta: Record<string, string>;
  icons: string[];
  jsonLd: string[];
}

/** The head of an HTML text, read by the browser's parser without running anything. */
async function headOf(page: Page, html: string): Promise<Head> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    const all = (selector: string) => [...doc.head.querySelectorAll(selector)];
    const meta: Record<string, string> = {};
    for (const m of all('meta[property], meta[name]')) {
      const key = m.getAttribute('property') ?? m.getAttribute('name') ?? '';
      meta[key] = meta[key] === undefined ? (m.getAttribute('content') ?? '') : `${meta[key]}|${m.getAttribute('content')}`;
    }
    return {
      lang: doc.documentElement.lang,
      dir: doc.documentElement.dir,
      robots: doc.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      canonical: all('link[rel="canonical"]').map((l) => l.getAttribute('href') ?? ''),
      alternates: all('link[rel="alternate"][hreflang]').map((l) => ({ hreflang: l.getAttribute('hreflang') ?? '', href: l.getAttribute('href') ?? '' })),
      description: doc.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      meta,
      icons: all('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]').map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}${l.getAttribute('sizes') ? ` ${l.getAttribute('sizes')}` : ''}`),
      jsonLd: all('script[type="application/ld+json"]').map((s) => s.textContent ?? ''),
    };
  }, html);
}

async function fetchHead(page: Page, request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return headOf(page, await response.text());
}

type Ld = Record<string, unknown> & { '@type': string };

/** The fields each type must carry, as search engines list them. */
function checkLd(ld: Ld, where: string): void {
  expect(ld['@context'], where).toBe('https://schema.org');
  const must = (cond: boolean, what: string) => expect(cond, `${where}: ${ld['@type']} ${what}`).toBe(true);
  const url = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/]+\//.test(v);
  switch (ld['@type']) {
    case 'Product': {
      const offers = ld.offers as Record<string, unknown>;
      must(typeof ld.name === 'string' && ld.name !== '', 'has a name');
      must(Array.isArray(ld.image) && ld.image.length > 0 && ld.image.every(url), 'has absolute images');
      must(/^\d+\.\d{2}$/.test(String(offers.price)) && offers.priceCurrency === 'CNY', 'offers a CNY price');
      must(['https://schema.org/InStock', 'https://schema.org/OutOfStock'].includes(String(offers.availability)), 'says its availability');
      if (ld.aggregateRating) {
        const rating = ld.aggregateRating as { ratingValue: number; reviewCount: number };
        must(rating.ratingValue >= 1 && rating.ratingValue <= 5 && rating.reviewCount > 0, 'has a rating in range');
        must(Array.isArray(ld.review) && ld.review.length > 0 && ld.review.length <= 3, 'names a few reviews');
      }
      break;
    }
    case 'BreadcrumbList': {
      const items = ld.itemListElement as { position: number; name: string; item?: string }[];
      must(items.length >= 2 && items.every((it, i) => it.position === i + 1 && it.name !== ''), 'counts its crumbs from 1');
      must(items.slice(0, -1).every((it) => url(it.item)), 'links every crumb but the last');
      break;
    }
    case 'Organization':
      must(typeof ld.name === 'string' && url(ld.url) && url(ld.logo), 'has a name, an address and a logo');
      break;
    case 'WebSite': {
      const action = ld.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
      must(url(ld.url) && action.target.urlTemplate.includes('{search_term_string}') && action['query-input'] === 'required name=search_term_string', 'has a search action');
      break;
    }
    default:
      throw new Error(`${where}: unexpected JSON-LD type ${ld['@type']}`);
  }
}

/** Everything a public page's head must say; returns its JSON-LD types. */
function checkPublic(head: Head, where: string, expected: { locale: string; path: string }): string[] {
  expect(head.robots, where).toBeNull();
  expect(head.canonical, where).toHaveLength(1);
  const canonical = new URL(head.canonical[0]!);
  expect(`${canonical.pathname}${canonical.search}`, where).toBe(expected.path);
  expect(head.alternates.map((a) => a.hreflang).sort(), where).toEqual(['ar', 'en', 'id', 'ja', 'ko', 'ru', 'th', 'vi', 'x-default', 'zh', 'zh-TW'].sort());
  expect(new Set(head.alternates.map((a) => a.href)).size, `${where}: ten different addresses`).toBe(10);
  expect(head.alternates.find((a) => a.hreflang === expected.locale)?.href, `${where}: names itself`).toBe(head.canonical[0]);
  expect(head.description?.length ?? 0, where).toBeGreaterThan(10);
  expect(head.meta['og:url'], where).toBe(head.canonical[0]);
  expect(head.meta['og:description'], where).toBe(head.description);
  for (const key of ['og:title', 'og:site_name', 'og:image', 'og:locale', 'twitter:card', 'twitter:title']) expect(head.meta[key], `${where} ${key}`).toBeTruthy();
  expect(head.meta['og:image'], where).toMatch(/^https?:\/\//);
  expect(head.meta['og:locale:alternate']?.split('|'), where).toHaveLength(9);
  return head.jsonLd.map((text) => {
    const ld = JSON.parse(text) as Ld;
    checkLd(ld, where);
    return ld['@type'];
  });
}

const PREFIXES = { zh: '', en: '/en', ar: '/ar' } as const;

test.describe('public page heads', () => {
  test.use({ baseURL: catalogueURL });

  for (const [locale, prefix] of Object.entries(PREFIXES)) {
    test(`every public page kind in ${locale}: canonical, eleven hreflang links, own description, Open Graph, valid JSON-LD`, async ({ page, request }) => {
      const goods = (await (await request.get('/api/goods/list?page=1&pageSize=20&sort=sales')).json()).data.list as { id: number; rating?: { count: number } | null }[];
      const rated = goods.find((g) => (g.rating?.count ?? 0) > 0) ?? goods[0]!;
      const categories = (await (await request.get('/api/home/goodsCategoryList')).json()).data as { id: number; children: { id: number }[] }[];
      const category = categories[0]!.children[0]?.id ?? categories[0]!.id;
      const home = prefix ? `${prefix}/` : '/';
      const pages: { path: string; canonical: string; types: string[] }[] = [
        { path: home, canonical: home, types: ['Organization', 'WebSite'] },
        { path: `${prefix}/goods/list?sort=price&page=1&utm_source=mail`, canonical: `${prefix}/goods/list`, types: ['BreadcrumbList'] },
        { path: `${prefix}/goods/list?categoryId=${category}&sort=sales`, canonical: `${prefix}/goods/list?categoryId=${category}`, types: ['BreadcrumbList'] },
        { path: `${prefix}/goods/details?id=${rated.id}&fbclid=x`, canonical: `${prefix}/goods/details?id=${rated.id}`, types: ['Product', 'BreadcrumbList'] },
        { path: `${prefix}/helperCenter/newbie`, canonical: `${prefix}/helperCenter/newbie`, types: ['BreadcrumbList'] },
      ];
      const descriptions = new Set<string>();
      for (const p of pages) {
        const head = await fetchHead(page, request, p.path);
        expect(head.lang, p.path).toBe(locale);
        expect(head.dir, p.path).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect(checkPublic(head, p.path, { locale, path: p.canonical }), p.path).toEqual(p.types);
        expect(head.icons, p.path).toEqual(['icon /favicon.ico any', 'icon /favicon.svg', 'apple-touch-icon /apple-touch-icon.png', 'manifest /manifest.webmanifest']);
        expect(head.meta['theme-color'], p.path).toBe('#AF57FF');
        descriptions.add(head.description ?? '');
      }
      // Home, the whole list, a category, the goods and the help page each describe themselves.
      expect(descriptions.size).toBe(pages.length);

      const detail = await fetchHead(page, request, `${prefix}/goods/details?id=${rated.id}`);
      expect(detail.meta['og:type']).toBe('product');
      expect(detail.meta['product:price:currency']).toBe('CNY');
      expect(detail.meta['product:price:amount']).toMatch(/^\d+\.\d{2}$/);
      expect(detail.meta['og:locale']).toBe({ zh: 'zh_CN', en: 'en_US', ar: 'ar_AR' }[locale]);
      // A goods picture is previewed by its 1200 x 630 card, which the shop serves.
      expect(detail.meta['og:image']).toMatch(/\.og\.jpg$/);
      expect([detail.meta['og:image:width'], detail.meta['og:image:height']]).toEqual(['1200', '630']);
      expect(detail.meta['twitter:card']).toBe('summary_large_image');
      const card = await request.get(new URL(detail.meta['og:image']!).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/jpeg');
      const product = JSON.parse(detail.jsonLd[0]!) as { offers: { price: string }; aggregateRating?: unknown };
      expect(product.offers.price).toBe(detail.meta['product:price:amount']);
      if ((rated.rating?.count ?? 0) > 0) expect(product.aggregateRating).toBeTruthy();
    });
  }

  test('a shop search is not indexed, and neither are member pages, cart, confirm, cashier, video and the console', async ({ page, request }) => {
    for (const prefix of Object.values(PREFIXES)) {
      for (const path of ['/goods/list?keyword=gel', '/mine', '/mine/myOrder/list', '/goods/shoppingCar', '/goods/confirmOrder', '/pay', '/video']) {
        const head = await fetchHead(page, request, `${prefix}${path}`);
        expect(head.robots, `${prefix}${path}`).toBe('noindex');
        expect(head.canonical, `${prefix}${path}`).toEqual([]);
      }
    }
    const console = await fetchHead(page, request, '/admin');
    expect(console.robots).toBe('noindex');
  });
});

test('a goods named with a script tag stays text: its JSON-LD parses to the name and nothing runs', async ({ page, request, seedGoods }) => {
  const attack = '</script><script>alert(1)</script>';
  const [goods] = await seedGoods({ nameSuffix: attack });
  const html = await (await request.get(`/en/goods/details?id=${goods.goodsId}`)).text();
  // In attributes (og:title) the name may stay as written; no element of the page may become a script of it.
  const scripts = await page.evaluate((text) => [...new DOMParser().parseFromString(text, 'text/html').scripts].map((s) => s.textContent), html);
  expect(scripts).not.toContain('alert(1)');
  const head = await headOf(page, html);
  expect(head.meta['og:title']).toBe(goods.name.en);
  const product = head.jsonLd.map((t) => JSON.parse(t) as Ld).find((ld) => ld['@type'] === 'Product');
  expect(product?.name).toBe(goods.name.en);

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/en/goods/details?id=${goods.goodsId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(attack);
  expect(dialogs).toEqual([]);
});
