import { describe, expect, it } from 'vitest';
import { demoSales } from '../catalogue/demo-sales.ts';
import { CATEGORY_FILES } from '../catalogue/categories/index.ts';
import { planReviews, reviewCountOf } from './plan.ts';
import { REVIEW_TEXTS } from './texts.ts';

const UNTIL = Date.parse('2026-11-15T00:00:00Z');
const SINCE = UNTIL - 200 * 86_400_000;
const goods = (key: string, sales: number) => ({ key, sales, since: SINCE, skuCount: 3 });

describe('demo review plan', () => {
  it('gives every goods sold about one review per dozen sales, at least one, sixteen at the most', () => {
    expect(reviewCountOf(0)).toBe(0);
    expect(reviewCountOf(2)).toBe(1);
    expect(reviewCountOf(16)).toBe(1);
    expect(reviewCountOf(96)).toBe(8);
    expect(reviewCountOf(535)).toBe(16);
  });

  it('fits the sales the shop shows: never more reviews than sales, and ten to forty sales behind each review', () => {
    for (const file of CATEGORY_FILES) {
      for (const g of file.goods) {
        const sales = demoSales(g.sales);
        const reviews = reviewCountOf(sales);
        expect(reviews, g.key).toBeGreaterThan(0);
        expect(sales / reviews, g.key).toBeGreaterThanOrEqual(10);
        expect(sales / reviews, g.key).toBeLessThanOrEqual(40);
      }
    }
  });

  it('is the same every time for the same goods', () => {
    expect(planReviews(goods('lavender-calm-oil', 6820), UNTIL)).toEqual(planReviews(goods('lavender-calm-oil', 6820), UNTIL));
  });

  it('writes praise for good scores and complaints for poor ones, in the reviewer’s language', () => {
    const all = CATEGORY_FILES.flatMap((f) => f.goods.flatMap((g) => planReviews(goods(g.key, g.sales), UNTIL)));
    for (const r of all) {
      const texts = REVIEW_TEXTS[r.reviewer.locale];
      const pool = r.score >= 4 ? texts.positive : r.score === 3 ? texts.mixed : texts.negative;
      expect(pool).toContain(r.content);
      if (r.followUp) expect(texts.followUp).toContain(r.followUp.content);
    }
    // The shop's customers are mostly pleased: the average over the catalogue is that of a shop that sells.
    const average = all.reduce((sum, r) => sum + r.score, 0) / all.length;
    expect(average).toBeGreaterThan(4.4);
    expect(average).toBeLessThan(4.8);
    // Some of everything the reviews screens can show.
    expect(all.some((r) => r.anonymous)).toBe(true);
    expect(all.some((r) => r.photos.length > 0)).toBe(true);
    expect(all.some((r) => r.followUp)).toBe(true);
    expect(new Set(all.map((r) => r.reviewer.locale)).size).toBe(10);
  });

  it('dates reviews after the goods went on sale and follow-ups after their review, all in the past', () => {
    for (const r of planReviews(goods('silk-sleep-mask', 21_400), UNTIL)) {
      expect(r.createdAt).toBeGreaterThan(SINCE);
      expect(r.createdAt).toBeLessThanOrEqual(UNTIL);
      if (r.followUp) expect(r.followUp.at).toBeGreaterThan(r.createdAt);
      if (r.followUp) expect(r.followUp.at).toBeLessThan(UNTIL);
    }
  });
});
