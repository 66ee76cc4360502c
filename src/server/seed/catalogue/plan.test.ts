import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { BANNER_JOBS, HOME_BANNERS } from './banners.ts';
import { BRANDS } from './brands.ts';
import { CATEGORY_FILES } from './categories/index.ts';
import { mediaUrl } from './media.ts';
import { planCatalogueMedia } from './plan.ts';

describe('catalogue media plan', () => {
  const plan = planCatalogueMedia();

  it('gives every goods 3–5 pictures of its own, every brand a logo and every top-level category an icon', () => {
    const goods = CATEGORY_FILES.flatMap((f) => f.goods);
    expect(plan.goods.size).toBe(goods.length);
    for (const g of goods) {
      const urls = plan.goods.get(g.key) ?? [];
      expect(urls.length, g.key).toBeGreaterThanOrEqual(3);
      expect(urls.length, g.key).toBeLessThanOrEqual(5);
      for (const url of urls) expect(url).toMatch(/^\/media\/goods\/[0-9a-f]{16}\.800x800\.jpg$/);
    }
    const all = [...plan.goods.values()].flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...plan.brands.keys()]).toEqual(BRANDS.map((b) => b.key));
    expect(plan.categories.size).toBe(CATEGORY_FILES.length);
  });

  it('renders the banners the home page serves', () => {
    expect(HOME_BANNERS).toHaveLength(3);
    const planned = new Set(plan.jobs.map(mediaUrl));
    for (const banner of HOME_BANNERS) {
      expect(banner.image).toBe(mediaUrl(BANNER_JOBS[banner.key]));
      expect(banner.image).toMatch(/^\/media\/banners\/[0-9a-f]{16}\.webp$/);
      expect(planned.has(banner.image)).toBe(true);
      expect(banner.link).toMatch(/^\/[a-zA-Z]/);
      for (const locale of LOCALES) {
        expect(banner.title[locale].trim(), `${banner.key} ${locale}`).toBeTruthy();
        expect(banner.subtitle[locale].trim(), `${banner.key} ${locale}`).toBeTruthy();
      }
      expect(banner.subtitle.ar).toMatch(/[\u0600-\u06ff]/);
      expect(banner.subtitle.th).toMatch(/[\u0e00-\u0e7f]/);
    }
  });
});
