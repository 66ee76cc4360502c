import { describe, expect, it } from 'vitest';
import { isShopPath } from '../../lib/routes.ts';
import { bannerHref, goodsListHref, sectionHref } from './hrefs.ts';

describe('home links', () => {
  it('opens each section in the list order that matches it, in the page language', () => {
    expect(sectionHref('zh', 'hot')).toBe('/goods/list?sort=sales');
    expect(sectionHref('en', 'new')).toBe('/en/goods/list?sort=latest');
    expect(sectionHref('ar', 'recommended')).toBe('/ar/goods/list');
    expect(goodsListHref('zh-TW', { brandId: 3 })).toBe('/zh-tw/goods/list?brandId=3');
  });

  it('prefixes banner links and never leaves the shop', () => {
    expect(bannerHref('en', '/helperCenter/rechargeDiscount')).toBe('/en/helperCenter/rechargeDiscount');
    expect(bannerHref('zh', '/goods/list?sort=latest')).toBe('/goods/list?sort=latest');
    for (const link of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '']) {
      expect(isShopPath(link), link).toBe(false);
      expect(bannerHref('ja', link)).toBe('/ja/goods/list');
    }
  });
});
