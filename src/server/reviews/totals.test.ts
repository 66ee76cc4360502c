import { describe, expect, it } from 'vitest';
import { reviewDelta } from './totals.ts';

describe('review totals', () => {
  it('adds a review with what it brings and takes the same back', () => {
    expect(reviewDelta({ score: 5, has_pictures: 1 }, 1)).toEqual({ count: 1, scoreSum: 5, positive: 1, pictures: 1 });
    expect(reviewDelta({ score: 5, has_pictures: 1 }, -1)).toEqual({ count: -1, scoreSum: -5, positive: -1, pictures: -1 });
    expect(reviewDelta({ score: 3, has_pictures: 0 }, 1)).toEqual({ count: 1, scoreSum: 3, positive: 0, pictures: 0 });
    expect(reviewDelta({ score: 4, has_pictures: 0 }, -1)).toEqual({ count: -1, scoreSum: -4, positive: -1, pictures: 0 });
  });
});
