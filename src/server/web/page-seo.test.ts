import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import type { GoodsDetail } from '../catalogue/goods.service.ts';
import { goodsSeo, helpSeo, homeSeo, listSeo } from './page-seo.ts';
import { siteOrigin, siteUrlFrom } from './site-origin.ts';

registerServerCatalogue();
const ORIGIN = 'https://shop.example';

const goods = {
  id: 31,
  name: 'Silk gel',
  image: '/media/goods/31-card.jpg',
  images: ['/media/goods/31-a.jpg', '/media/goods/31-b.jpg'],
  description: '<p>A water-based gel for 3.5 hours of comfort. Unscented.</p>',
  itemNo: 'OM-31',
  brandName: null,
  guestPays: 8_800,
  stock: 0,
  categoryId: 5,
  rating: { average: 0, count: 0, positiveRate: 0 },
} as unknown as GoodsDetail;

describe('goods page head', () => {
  it('describes the goods by its first sentence and shows its main picture and guest price', () => {
    const seo = goodsSeo('en', goods, [{ id: 2, name: 'Care' }, { id: 5, name: 'Gels' }], [], ORIGIN);
    expect(seo).toMatchObject({ description: 'A water-based gel for 3.5 hours of comfort.', image: '/media/goods/31-a.jpg', priceFen: 8_800, query: { id: 31 } });
    const [product, crumbs] = seo.structuredData ?? [];
    expect(product).toMatchObject({ '@type': 'Product', url: 'https://shop.example/en/goods/details?id=31', image: ['https://shop.example/media/goods/31-a.jpg', 'https://shop.example/media/goods/31-b.jpg'] });
    expect(product).toMatchObject({ offers: { price: '88.00', availability: 'https://schema.org/OutOfStock' } });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(crumbs && 'itemListElement' in crumbs ? crumbs.itemListElement.map((c) => c.name) : []).toEqual(['Home', 'Care', 'Gels', 'Silk gel']);
  });

  it('falls back to the name when the goods has no description', () => {
    expect(goodsSeo('zh', { ...goods, description: null }, [], [], ORIGIN).description).toBe('Silk gel');
  });
});

describe('list page head', () => {
  it('a category list is described by its category in the page language and keeps its filter', () => {
    const seo = listSeo('ar', { categoryId: 5, trail: [{ id: 5, name: 'جل' }] }, ORIGIN);
    expect(seo.description).toContain('جل');
    expect(seo.title).toBe('جل');
    expect(seo.query).toEqual({ categoryId: 5, brandId: undefined, keyword: undefined });
    const crumbs = seo.structuredData?.[0];
    expect(crumbs && 'itemListElement' in crumbs ? crumbs.itemListElement.at(-1) : null).toMatchObject({ name: 'جل', position: 3 });
  });

  it('a brand list is described by the brand story, the whole list by the shop', () => {
    expect(listSeo('en', { brandId: 2, trail: [], brand: { id: 2, name: 'Lune', logo: null, story: 'Lune makes quiet things. Since 2001.' } }, ORIGIN).description).toBe('Lune makes quiet things.');
    expect(listSeo('en', { trail: [] }, ORIGIN)).toMatchObject({ description: expect.stringMatching(/^Every goods at Orchid Mall/) });
    expect(listSeo('en', { trail: [] }, ORIGIN)).not.toHaveProperty('title');
  });
});

describe('home page head', () => {
  it('names the shop and its search box in the page language', () => {
    const [org, site] = homeSeo('ja', ORIGIN).structuredData ?? [];
    expect(org).toMatchObject({ '@type': 'Organization', url: 'https://shop.example/ja/', logo: 'https://shop.example/apple-touch-icon.png' });
    expect(site).toMatchObject({ '@type': 'WebSite', inLanguage: 'ja', potentialAction: { target: { urlTemplate: 'https://shop.example/ja/goods/list?keyword={search_term_string}' } } });
  });
});

describe('help page head', () => {
  it('keeps its own description and leads home', () => {
    const seo = helpSeo('zh', { title: '新手指南', description: '兰花商城是一家自营的成人健康用品商城。' }, ORIGIN);
    expect(seo.description).toBe('兰花商城是一家自营的成人健康用品商城。');
    expect(seo.structuredData?.[0]).toMatchObject({ itemListElement: [{ name: '首页', item: 'https://shop.example/' }, { name: '新手指南' }] });
  });
});

describe('site origin', () => {
  it('is PUBLIC_SITE_URL without its trailing slash, else the local address on PORT', () => {
    expect(siteUrlFrom('https://shop.example/', 80)).toBe('https://shop.example');
    expect(siteOrigin({ PORT: '4660' })).toBe('http://localhost:4660');
    expect(siteOrigin({})).toBe('http://localhost:4321');
  });
});
