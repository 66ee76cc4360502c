import type { DbPool } from '../../db/schema.ts';
import * as reviews from '../../reviews/moderation.service.ts';
import { REVIEW_TRANSITIONS, type ReviewAction } from '../../reviews/states.ts';
import * as comments from '../../video/comment.service.ts';
import { COMMENT_TRANSITIONS } from '../../video/states.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';
import { purgePagesOfGoods } from './shop-pages.ts';
import { orUnchanged, unchanged } from './unchanged.ts';

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

function moderateComment(db: DbPool, actor: OperatorActor, action: 'hide' | 'restore', id: number, reason?: string) {
  const { from, to } = COMMENT_TRANSITIONS[action];
  return operatorAction(db, actor, async (trx) => {
    if (action === 'hide') await comments.hideComment(trx, id, new Date(), reason ?? null);
    else await comments.restoreComment(trx, id);
    const detail = `${from.join('|')} → ${to}${reason ? `: ${reason}` : ''}`;
    const after = action === 'hide' ? { status: to, hiddenReason: reason ?? null } : { status: to };
    return { entry: { action: `comment.${action}`, target: String(id), detail, before: { status: from[0] }, after }, result: { id, status: to } };
  });
}

/** Hides a comment; the console always gives a reason (kept with the comment and in the audit entry). */
export const hideComment = (db: DbPool, actor: OperatorActor, { id, reason }: { id: number; reason?: string }) => moderateComment(db, actor, 'hide', id, reason);
export const restoreComment = (db: DbPool, actor: OperatorActor, { id }: { id: number }) => moderateComment(db, actor, 'restore', id);

const by = (actor: OperatorActor) => actor.account ?? actor.name;

/**
 * The shop's reply under a review: the reply and its audit entry commit together, then the goods' cached pages
 * are dropped so shoppers see it at once. The same reply again records nothing.
 */
export async function replyToReview(db: DbPool, actor: OperatorActor, { reviewId, content }: { reviewId: number; content: string }) {
  const result = await orUnchanged(() =>
    operatorAction(db, actor, async (trx) => {
      const replied = await reviews.replyToReview(trx, reviewId, { content, by: by(actor) });
      if (!replied.changed) unchanged({ id: reviewId, reply: content, goodsId: 0 });
      const entry = { action: 'review.reply', target: `review:${reviewId}`, detail: content, before: { reply: replied.before }, after: { reply: content } };
      return { entry, result: { id: reviewId, reply: content, goodsId: replied.goodsId } };
    }),
  );
  if (result.goodsId) purgePagesOfGoods(result.goodsId);
  return { id: result.id, reply: result.reply };
}

/** The shop's reply under a video comment, with its audit entry; the same reply again records nothing. */
export function replyToComment(db: DbPool, actor: OperatorActor, { id, content }: { id: number; content: string }) {
  return orUnchanged(() =>
    operatorAction(db, actor, async (trx) => {
      const replied = await comments.replyToComment(trx, id, { content, by: by(actor) });
      if (!replied.changed) unchanged({ id, reply: content });
      return { entry: { action: 'comment.reply', target: String(id), detail: content, before: { reply: replied.before }, after: { reply: content } }, result: { id, reply: content } };
    }),
  );
}
