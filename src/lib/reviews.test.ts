import { describe, expect, it } from 'vitest';
import { formatRating, isPositive, maskedName, NO_REVIEWS, ratingOf, summaryOf } from './reviews.ts';

describe('review rules', () => {
  it('averages to one decimal and rounds the positive share down', () => {
    expect(ratingOf({ count: 0, scoreSum: 0, positive: 0 })).toEqual({ average: 0, count: 0, positiveRate: 0 });
    expect(ratingOf({ count: 3, scoreSum: 14, positive: 3 })).toEqual({ average: 4.7, count: 3, positiveRate: 100 });
    expect(ratingOf({ count: 1000, scoreSum: 4861, positive: 999 })).toEqual({ average: 4.9, count: 1000, positiveRate: 99 });
    expect(ratingOf({ count: 4, scoreSum: 10, positive: 1 })).toEqual({ average: 2.5, count: 4, positiveRate: 25 });
  });

  it('reads a goods summary from its running totals, numbers stored as text included', () => {
    const row = { review_count: '7', review_score_sum: '31', review_positive: '6', review_pictures: '2' } as unknown as Parameters<typeof summaryOf>[0];
    expect(summaryOf(row)).toEqual({ counts: { all: 7, withPictures: 2, positive: 6 }, rating: { average: 4.4, count: 7, positiveRate: 85 } });
    expect(NO_REVIEWS).toEqual({ counts: { all: 0, withPictures: 0, positive: 0 }, rating: { average: 0, count: 0, positiveRate: 0 } });
  });

  it('counts four and five stars as positive', () => {
    expect([1, 2, 3, 4, 5].map(isPositive)).toEqual([false, false, false, true, true]);
  });

  it('masks an anonymous name to its first and last character', () => {
    expect(maskedName('小鹿乱撞')).toBe('小***撞');
    expect(maskedName('Emily R.')).toBe('E***.');
    expect(maskedName('ab')).toBe('a***b');
    expect(maskedName('林')).toBe('林***');
    expect(maskedName('  ')).toBe('***');
    // A family emoji is one character to a reader, though several code points.
    expect(maskedName('👨‍👩‍👧 Kim')).toBe('👨‍👩‍👧***m');
  });

  it('writes an average with one decimal in the locale’s way', () => {
    expect(formatRating('en', 4)).toBe('4.0');
    expect(formatRating('ru', 4.7)).toBe('4,7');
  });
});
