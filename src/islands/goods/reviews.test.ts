import { describe, expect, it } from 'vitest';
import { stars } from './reviews.ts';

describe('review helpers', () => {
  it('draws five stars filled up to the score', () => {
    expect(stars(4)).toEqual({ filled: 4, empty: 1 });
    expect(stars(9)).toEqual({ filled: 5, empty: 0 });
    expect(stars(0)).toEqual({ filled: 0, empty: 5 });
  });
});
