export type { ReviewCounts, ReviewFilter, ReviewPage, ReviewView as Review } from '../../lib/schemas/review.ts';

/** Five stars, filled up to the score (scores outside 1–5 are held to the scale). */
export function stars(score: number): { filled: number; empty: number } {
  const filled = Math.min(5, Math.max(0, Math.round(score)));
  return { filled, empty: 5 - filled };
}
