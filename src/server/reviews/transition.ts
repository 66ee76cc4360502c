import type { Executor } from '../db/schema.ts';
import { StateChangedError } from '../errors.ts';
import { moveReview, type ReviewRow } from './review.repository.ts';
import { REVIEW_TRANSITIONS, type ReviewAction } from './states.ts';

/**
 * Moves the review by `action` if, at this instant, it is in a state the action may start from; the
 * conditional update gives a race exactly one winner, the loser gets a StateChangedError.
 */
export async function transitionReview(db: Executor, review: ReviewRow, action: ReviewAction, changes: { hidden_reason: string | null; moderated_at: string }): Promise<void> {
  const { from, to } = REVIEW_TRANSITIONS[action];
  if (!(await moveReview(db, review.id, from, to, changes))) throw new StateChangedError('review.stateChanged');
}
