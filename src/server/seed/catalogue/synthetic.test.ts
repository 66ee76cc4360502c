import { SYNTHETIC_MAX_SALES } from './demo-sales.ts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { sample, seededRandom } from './random.ts';
import { syntheticDraft, syntheticItemNo, type GoodsTemplate } from './synthetic.ts';
import { EDITIONS, SERIES } from './words.ts';

const template: GoodsTemplate = {
  categoryId: 7,
  brandId: 3,
  price: 8900,
  names: Object.fromEntries(LOCALES.map((l) => [l, `name-${l}`])),
  specs: Object.fromEntries(LOCALES.map((l) => [l, [{ name: `c-${l}`, values: ['a', 'b', 'c'] }, { name: `s-${l}`, values: ['S', 'M'] }]])),
};
const pool = Array.from({ length: 8 }, (_, i) => `/media/goods/${i}.webp`);

describe('synthetic goods', () => {
  const random = seededRandom(42);
  const drafts = Array.from({ length: 500 }, (_, i) => syntheticDraft(random, template, syntheticItemNo(i + 1), pool));

  it('names each goods in every locale of its template from the word lists', () => {
    for (const d of drafts) {
      for (const locale of LOCALES) {
        const name = d.i18n[locale]?.name ?? '';
        expect(name.startsWith(`name-${locale} · `)).toBe(true);
        expect(SERIES.some((s) => name.includes(` · ${s[locale]} · `))).toBe(true);
        expect(EDITIONS.some((e) => name.endsWith(` · ${e[locale]}`))).toBe(true);
      }
    }
    for (const list of [SERIES, EDITIONS]) for (const text of list) for (const locale of LOCALES) expect(text[locale].trim()).toBeTruthy();
  });

  it('sells a few at most: these goods have no demo reviews, so large sales would not fit them', () => {
    for (const d of drafts) expect(d.sales).toBeLessThan(SYNTHETIC_MAX_SALES);
    expect(Math.max(...drafts.map((d) => d.sales))).toBeGreaterThan(SYNTHETIC_MAX_SALES / 2);
  });

  it('keeps prices consistent and SKUs within the template specs', () => {
    for (const d of drafts) {
      expect(d.marketPrice).toBeGreaterThan(d.price);
      if (d.memberPrice !== null) expect(d.memberPrice).toBeLessThan(d.price);
      if (d.salePrice !== null) expect(d.salePrice).toBeLessThan(d.price);
      expect(d.skus.length).toBeGreaterThanOrEqual(1);
      expect(d.skus.length).toBeLessThanOrEqual(3);
      expect(new Set(d.skus.map((s) => s.values.join())).size).toBe(d.skus.length);
      for (const s of d.skus) expect(s.values[0]! < 3 && s.values[1]! < 2).toBe(true);
      expect(d.images).toHaveLength(3);
      for (const image of d.images) expect(pool).toContain(image);
    }
    expect(drafts.filter((d) => d.memberPrice !== null).length).toBeGreaterThan(350);
  });

  it('is reproducible from its seed', () => {
    const again = seededRandom(42);
    expect(syntheticDraft(again, template, 'SG0000001', pool)).toEqual(drafts[0]);
    expect(syntheticItemNo(42)).toBe('SG0000042');
  });

  it('samples distinct items', () => {
    const picked = sample(seededRandom(1), [1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
    expect(sample(seededRandom(1), [1, 2], 5).sort()).toEqual([1, 2]);
  });
});
