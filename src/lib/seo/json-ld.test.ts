import { describe, expect, it } from 'vitest';
import type { ReviewView } from '../schemas/review.ts';
import { breadcrumbLd, isoDuration, jsonLdText, productLd, videoLd, webSiteLd, yuanText, type ProductFacts } from './json-ld.ts';

const review = (id: number, score: number): ReviewView => ({
  id,
  nickname: `m***${id}`,
  avatar: null,
  score,
  content: `Review ${id}`,
  images: [],
  spec: null,
  lang: 'en',
  createdAt: '2026-10-01T08:00:00.000Z',
  followUp: null,
  reply: null,
});

const goods: ProductFacts = {
  name: 'Silk gel',
  description: 'A water-based gel.',
  images: ['https://shop.example/media/1.jpg'],
  itemNo: 'OM-1',
  brandName: 'Orchid',
  url: 'https://shop.example/en/goods/details?id=1',
  price: 12_900,
  stock: 4,
  rating: { average: 4.6, count: 12, positiveRate: 92 },
  reviews: [review(1, 5), review(2, 4), review(3, 5), review(4, 3)],
};

describe('Product', () => {
  it('offers the price in CNY with its availability, rated with a few reviews', () => {
    const ld = productLd(goods);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Silk gel', sku: 'OM-1', brand: { name: 'Orchid' } });
    expect(ld.offers).toMatchObject({ price: '129.00', priceCurrency: 'CNY', availability: 'https://schema.org/InStock', url: goods.url });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 12, bestRating: 5 });
    expect(ld.review).toHaveLength(3);
    expect(ld.review?.[0]).toMatchObject({ author: { name: 'm***1' }, datePublished: '2026-10-01', reviewRating: { ratingValue: 5 } });
  });

  it('is out of stock without units and carries no rating nor reviews before any can be read', () => {
    const ld = productLd({ ...goods, stock: 0, brandName: null, rating: { average: 0, count: 0, positiveRate: 0 }, reviews: [] });
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
    expect(ld).not.toHaveProperty('brand');
  });
});

describe('JSON-LD text', () => {
  it('cannot close its <script> element, whatever a goods is called, and still parses to the same name', () => {
    const name = '</script><script>alert(1)</script> & <!-- U+2028:\u2028';
    const text = jsonLdText(productLd({ ...goods, name }));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).not.toContain('</script');
    expect((JSON.parse(text) as { name: string }).name).toBe(name);
  });
});

describe('other types', () => {
  it('breadcrumbs count from 1 and leave the page itself unlinked', () => {
    const ld = breadcrumbLd([{ name: 'Home', url: 'https://s/' }, { name: 'Gels', url: 'https://s/goods/list?categoryId=2' }, { name: 'Silk gel' }]);
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([[1, 'https://s/'], [2, 'https://s/goods/list?categoryId=2'], [3, undefined]]);
  });

  it('the site searches the goods list', () => {
    const ld = webSiteLd({ name: 'Orchid Mall', url: 'https://s/en/', inLanguage: 'en', searchUrl: 'https://s/en/goods/list' });
    expect(ld.potentialAction.target.urlTemplate).toBe('https://s/en/goods/list?keyword={search_term_string}');
    expect(ld.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('durations and prices read as schema.org wants them', () => {
    expect(isoDuration(95_400)).toBe('PT1M35S');
    expect(isoDuration(3_600_000)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
    expect(yuanText(5)).toBe('0.05');
    const video = videoLd({ name: 'v', description: 'd', poster: 'https://s/p.jpg', publishedAt: '2026-01-01T00:00:00Z', durationMs: 61_000, url: 'https://s/video/?id=1', inLanguage: 'en' });
    expect(video).toMatchObject({ '@type': 'VideoObject', thumbnailUrl: ['https://s/p.jpg'], duration: 'PT1M1S' });
  });
});
