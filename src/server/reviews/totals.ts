import { isPositive } from '../../lib/reviews.ts';
import type { TotalsDelta } from './review.repository.ts';

/**
 * What one visible review adds to its goods' totals (sign 1), or takes away when it is hidden (sign -1).
 * Reviews, follow-ups with the first pictures, hides and restores all change the totals by these deltas,
 * in the transaction that changes the review.
 */
export function reviewDelta(review: { score: number; has_pictures: number }, sign: 1 | -1): TotalsDelta {
  return {
    count: sign,
    scoreSum: sign * review.score,
    positive: isPositive(review.score) ? sign : 0,
    pictures: review.has_pictures === 1 ? sign : 0,
  };
}

/** The first pictures arriving with a follow-up move a visible review into "with pictures". */
export const PICTURES_ONLY: TotalsDelta = { count: 0, scoreSum: 0, positive: 0, pictures: 1 };
