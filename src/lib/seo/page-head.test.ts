import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternates, definingPath, isIndexable, ogAlternateLocales, ogLocale, pageUrl, seoQuery, shareImage } from './page-head.ts';

const ORIGIN = 'https://shop.example';
const q = (s: string) => new URLSearchParams(s);

describe('canonical addresses', () => {
  it('keep the filters that define a list and drop sorting, paging and tracking', () => {
    expect(definingPath('/goods/list', q('sort=price&order=asc&page=3&pageSize=60&categoryId=7&utm_source=x&brandId=2&gclid=abc'))).toBe('/goods/list?categoryId=7&brandId=2');
    expect(definingPath('/goods/list/', q('page=2'))).toBe('/goods/list');
    expect(definingPath('/goods/list', q('keyword=%20lotion%20&page=2'))).toBe('/goods/list?keyword=lotion');
  });

  it('keep only the id of a goods, and nothing on pages without parameters', () => {
    expect(definingPath('/goods/details', q('fbclid=1&id=31&from=share'))).toBe('/goods/details?id=31');
    expect(definingPath('/helperCenter/newbie', q('utm_medium=mail'))).toBe('/helperCenter/newbie');
    expect(definingPath('/', q('ref=1'))).toBe('/');
  });

  it('are absolute and carry the language prefix, zh without one', () => {
    expect(pageUrl(ORIGIN, 'zh', '/goods/details', q('id=31'))).toBe('https://shop.example/goods/details?id=31');
    expect(pageUrl(ORIGIN, 'zh-TW', '/goods/details', q('id=31'))).toBe('https://shop.example/zh-tw/goods/details?id=31');
    expect(pageUrl(ORIGIN, 'ar', '/')).toBe('https://shop.example/ar/');
    expect(pageUrl(ORIGIN, 'zh', '/')).toBe('https://shop.example/');
  });

  it('take the parameters a page names over those of its URL', () => {
    const url = new URL('https://shop.example/en/goods/details?id=031&utm_source=x');
    expect(seoQuery(url, { id: 31 }).toString()).toBe('id=31');
    expect(seoQuery(url, undefined).get('id')).toBe('031');
    expect(seoQuery(url, { categoryId: undefined, brandId: null, keyword: '' }).toString()).toBe('');
  });
});

describe('hreflang alternates', () => {
  it('name the same page in all ten languages plus x-default, the unprefixed one', () => {
    const links = alternates(ORIGIN, '/goods/list', q('categoryId=7&page=2'));
    expect(links).toHaveLength(11);
    expect(links.map((l) => l.hreflang)).toEqual(['zh', 'zh-TW', 'en', 'ja', 'ko', 'ru', 'ar', 'id', 'th', 'vi', 'x-default']);
    expect(links.find((l) => l.hreflang === 'ar')?.href).toBe('https://shop.example/ar/goods/list?categoryId=7');
    expect(links.find((l) => l.hreflang === 'x-default')?.href).toBe('https://shop.example/goods/list?categoryId=7');
    expect(new Set(links.slice(0, 10).map((l) => l.href)).size).toBe(10);
  });
});

describe('indexing', () => {
  it('lets public pages be indexed, not member pages, the cashier, cart, confirm, error pages or search results', () => {
    for (const path of ['/', '/goods/list', '/goods/details', '/helperCenter/newbie', '/login']) expect(isIndexable(path), path).toBe(true);
    for (const path of ['/mine', '/mine/myOrder/list', '/pay', '/goods/shoppingCar', '/goods/confirmOrder', '/404', '/500', '/video', '/admin']) {
      expect(isIndexable(path), path).toBe(false);
    }
    expect(isIndexable('/goods/list', q('keyword=gel'))).toBe(false);
    expect(isIndexable('/goods/list', q('categoryId=3&sort=price'))).toBe(true);
  });
});

describe('Open Graph', () => {
  it('names the page locale and the nine others', () => {
    expect(ogLocale('zh-TW')).toBe('zh_TW');
    expect(ogLocale('ar')).toBe('ar_AR');
    expect(ogAlternateLocales('en')).toHaveLength(9);
    expect(ogAlternateLocales('en')).not.toContain('en_US');
  });

  it('makes pictures absolute unless they already are', () => {
    expect(absoluteUrl(ORIGIN, '/media/goods/1.jpg')).toBe('https://shop.example/media/goods/1.jpg');
    expect(absoluteUrl(ORIGIN, 'media/1.jpg')).toBe('https://shop.example/media/1.jpg');
    expect(absoluteUrl(ORIGIN, 'https://cdn.example/b/1.jpg')).toBe('https://cdn.example/b/1.jpg');
  });

  it('previews a goods picture stored with its sizes by its 1200 x 630 card, and any other picture as it is', () => {
    expect(shareImage(ORIGIN, '/media/goods/ab12.1600x1600.jpg')).toEqual({ url: 'https://shop.example/media/goods/ab12.1600x1600.og.jpg', width: 1200, height: 630 });
    expect(shareImage(ORIGIN, '/media/goods/31-a.jpg')).toEqual({ url: 'https://shop.example/media/goods/31-a.jpg' });
    expect(shareImage(ORIGIN, '/apple-touch-icon.png')).toEqual({ url: 'https://shop.example/apple-touch-icon.png' });
  });
});
