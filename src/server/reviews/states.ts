import type { OrderStatus } from '../../lib/schemas/order-view.ts';
import type { ReviewStatus } from '../../lib/schemas/review.ts';
import { TRANSITIONS } from '../orders/states.ts';

/**
 * Review states and the moves between them: the operator hides a review and restores it. Every move is a
 * conditional update `WHERE status IN (from...)` (transition.ts), so of two moderators acting at once one
 * wins, and the goods' totals change exactly once.
 */
export type ReviewAction = 'hide' | 'restore';

export const REVIEW_TRANSITIONS: Record<ReviewAction, { from: readonly ReviewStatus[]; to: ReviewStatus }> = {
  hide: { from: ['visible'], to: 'hidden' },
  restore: { from: ['hidden'], to: 'visible' },
};

/** Only visible reviews are shown and counted in a goods' rating. */
export const isCounted = (status: string) => status === 'visible';

/** Orders whose items may be reviewed: those waiting for it (the order's own `evaluate` move). */
export const EVALUATE_STATES: readonly OrderStatus[] = TRANSITIONS.evaluate.from;

/** Orders whose reviewed items may get their one follow-up: received, or completed since. */
export const FOLLOW_UP_STATES: readonly OrderStatus[] = ['received', 'completed'];
