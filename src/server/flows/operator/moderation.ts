import type { DbPool } from '../../db/schema.ts';
import * as reviews from '../../reviews/moderation.service.ts';
import { REVIEW_TRANSITIONS, type ReviewAction } from '../../reviews/states.ts';
import * as comments from '../../video/comment.service.ts';
import { COMMENT_TRANSITIONS } from '../../video/states.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';
import { purgePagesOfGoods } from './shop-pages.ts';

/**
 * Hiding and restoring members' reviews and video comments (console `/api/admin/reviews|comments/:id/…` and
 * `npm run ops -- review:*|comment:*`). A review's move, its goods' totals and the audit entry commit together;
 * the goods' cached pages are dropped after, so the next visit shows the rating without (or with) it.
 */

async function moderateReview(db: DbPool, actor: OperatorActor, action: ReviewAction, input: reviews.ModerationInput) {
  const { from, to } = REVIEW_TRANSITIONS[action];
  const moved = await operatorAction(db, actor, async (trx) => {
    const result = await (action === 'hide' ? reviews.hideReview : reviews.restoreReview)(trx, input);
    const reason = result.after.hiddenReason;
    const detail = `${from.join('|')} -> ${to}${reason ? `: ${reason}` : ''}`;
    return { entry: { action: `review.${action}`, target: `review:${input.reviewId}`, detail, before: result.before, after: result.after }, result };
  });
  purgePagesOfGoods(moved.goodsId);
  return moved;
}

export const hideReview = (db: DbPool, actor: OperatorActor, input: { reviewId: number; reason: string }) => moderateReview(db, actor, 'hide', input);
export const restoreReview = (db: DbPool, actor: OperatorActor, input: { reviewId: number }) => moderateReview(db, actor, 'restore', input);

function moderateComment(db: DbPool, actor: OperatorActor, action: 'hide' | 'restore', id: number) {
  const { from, to } = COMMENT_TRANSITIONS[action];
  return operatorAction(db, actor, async (trx) => {
    await (action === 'hide' ? comments.hideComment : comments.restoreComment)(trx, id);
    return { entry: { action: `comment.${action}`, target: String(id), detail: `${from.join('|')} → ${to}`, before: { status: from[0] }, after: { status: to } }, result: { id, status: to } };
  });
}

export const hideComment = (db: DbPool, actor: OperatorActor, { id }: { id: number }) => moderateComment(db, actor, 'hide', id);
export const restoreComment = (db: DbPool, actor: OperatorActor, { id }: { id: number }) => moderateComment(db, actor, 'restore', id);
