import { describe, expect, it } from 'vitest';
import { REVIEW_CONTENT_MAX } from '../../../lib/limits.ts';
import { demoSales } from '../catalogue/demo-sales.ts';
import { CATEGORY_FILES } from '../catalogue/categories/index.ts';
import { afterIndex } from './compose.ts';
import { photoCountOf, planReviews, reviewCountOf, reviewKindOf } from './plan.ts';
import { REVIEW_PARTS } from './texts/index.ts';
import { REVIEW_KINDS } from './texts/types.ts';

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

  it('writes an opening that fits the stars, and follow-ups that fit their review and the weeks between them', () => {
    const all = CATEGORY_FILES.flatMap((f) => f.goods.flatMap((g) => planReviews(goods(g.key, g.sales), UNTIL)));
    for (const r of all) {
      const parts = REVIEW_PARTS[r.reviewer.locale];
      expect(parts.openings[r.score as 1 | 2 | 3 | 4 | 5].some((o) => r.content.startsWith(o)), r.content).toBe(true);
      if (!r.followUp) continue;
      const leads = parts.followUp.after[afterIndex(Math.round((r.followUp.at - r.createdAt) / 86_400_000))];
      const bodies = r.score >= 4 ? parts.followUp.good : r.score === 3 ? parts.followUp.mixed : parts.followUp.bad;
      expect(leads.some((lead) => bodies.some((body) => r.followUp?.content.startsWith(lead + body))), r.followUp.content).toBe(true);
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

  // Every demo goods, with the sales the seed records (demo-sales.ts) and with the most reviews a goods can get.
  const everyPlan = CATEGORY_FILES.flatMap((f) =>
    f.goods.flatMap((g) => [
      { key: g.key, plan: planReviews(goods(g.key, demoSales(g.sales)), UNTIL) },
      { key: g.key, plan: planReviews(goods(g.key, 100_000), UNTIL) },
    ]),
  );

  it('never gives two reviews or follow-ups of one goods the same text', () => {
    for (const { key, plan } of everyPlan) {
      expect(plan.length, key).toBeGreaterThan(0);
      const texts = plan.flatMap((r) => [r.content, ...(r.followUp ? [r.followUp.content] : [])]);
      expect(texts.length - new Set(texts).size, key).toBe(0);
      // Within what a shopper may write.
      for (const text of texts) expect(text.length, text).toBeLessThanOrEqual(REVIEW_CONTENT_MAX);
    }
    expect(everyPlan.some(({ plan }) => plan.length === 16)).toBe(true);
  });

  it('gives each photo to one review or follow-up only: two shoppers never post the same picture', () => {
    for (const { key, plan } of everyPlan) {
      const taken = plan.flatMap((r) => [...r.photos, ...(r.followUp?.photos ?? [])]);
      expect([...taken].sort((a, b) => a - b), key).toEqual(Array.from({ length: photoCountOf(plan) }, (_, n) => n));
    }
    // About as many photos as the seed drew before each got its own: a few per goods, some goods none.
    const seeded = everyPlan.filter((_, i) => i % 2 === 0).map(({ plan }) => photoCountOf(plan));
    expect(seeded.filter((n) => n > 0).length).toBeGreaterThan(seeded.length / 3);
    expect(seeded.reduce((a, b) => a + b, 0)).toBeLessThan(200);
  });

  it('starts no follow-up with a label such as 追评 or Update, and writes "five stars" only under five stars', () => {
    for (const { plan } of everyPlan) {
      for (const r of plan) {
        const parts = REVIEW_PARTS[r.reviewer.locale];
        const followUp = r.followUp?.content.toLowerCase() ?? '';
        for (const label of parts.followUpLabels) expect(followUp.startsWith(label.toLowerCase()), r.followUp?.content).toBe(false);
        expect(followUp).not.toMatch(/追评|追評|追記|update|tambahan|bổ sung/);
        if (r.score === 5) continue;
        for (const words of parts.fiveStarWords) {
          expect(r.content.toLowerCase(), `${r.score}: ${r.content}`).not.toContain(words.toLowerCase());
          expect(followUp).not.toContain(words.toLowerCase());
        }
      }
    }
  });

  it('remarks on what the goods’ own kind is bought for, never on another kind', () => {
    expect(new Set(CATEGORY_FILES.map((f) => f.key))).toEqual(new Set(REVIEW_KINDS));
    let withRemark = 0;
    let reviews = 0;
    for (const { key, plan } of everyPlan) {
      const kind = reviewKindOf(key);
      for (const r of plan) {
        const { remarks } = REVIEW_PARTS[r.reviewer.locale];
        const text = `${r.content} ${r.followUp?.content ?? ''}`;
        const own = [...remarks[kind].good, ...remarks[kind].bad].some((s) => r.content.includes(s));
        // Five-star reviews may be a short word of delight; every other review says something about the goods.
        if (r.score < 5) expect(own, `${key}: ${r.content}`).toBe(true);
        for (const other of REVIEW_KINDS.filter((k) => k !== kind)) {
          expect([...remarks[other].good, ...remarks[other].bad].some((s) => text.includes(s)), `${key} (${kind}): ${text}`).toBe(false);
        }
        reviews++;
        if (own) withRemark++;
      }
    }
    expect(withRemark / reviews).toBeGreaterThan(0.8);
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
