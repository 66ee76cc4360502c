import type { Executor } from '../db/schema.ts';
import * as repo from './review.repository.ts';
import { reviewDelta } from './totals.ts';

export type ImportedReview = repo.NewReview;

/**
 * Writes a review that was not written through an order (the demo reviews), with its goods' totals, inside
 * the caller's transaction. Returns the review's id.
 */
export async function importReview(db: Executor, review: ImportedReview): Promise<number> {
  const id = await repo.insertReview(db, review);
  await repo.addToTotals(db, review.goods_id, reviewDelta({ score: review.score, has_pictures: review.has_pictures ?? 0 }, 1));
  return id;
}
