import { atomically } from '../db/atomic.ts';
import type { Executor } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { ReviewStatus } from '../../lib/schemas/review.ts';
import * as repo from './review.repository.ts';
import { splitImages } from './review.service.ts';
import { REVIEW_TRANSITIONS, type ReviewAction } from './states.ts';
import { reviewDelta } from './totals.ts';
import { transitionReview } from './transition.ts';

/**
 * The shop's moderation of reviews, for the operator's console and terminal (flows/operator/moderation.ts).
 * Hiding takes a review off the goods page and out of its rating; restoring puts it back. The review's move
 * and the goods' totals are one transaction, the caller's when it has one.
 */

export const HIDE_REASON_MAX = 200;

export interface ModerationInput {
  reviewId: number;
  reason?: string;
}

/** What the review looked like before and after a move, for the audit log. */
export interface Moderated {
  /** The goods whose page shows (or no longer shows) the review: its cached pages are stale now. */
  goodsId: number;
  before: { status: ReviewStatus; hiddenReason: string | null };
  after: { status: ReviewStatus; hiddenReason: string | null };
}

type ModerationRow = Awaited<ReturnType<typeof repo.latestReviews>>[number];

const moderationView = (r: ModerationRow) => ({
  id: r.id,
  goodsId: r.goods_id,
  goodsName: r.goods_name,
  score: r.score,
  content: r.content,
  status: r.status as ReviewStatus,
  anonymous: r.anonymous === 1,
  hasPictures: r.has_pictures === 1,
  pictures: [...splitImages(r.images), ...splitImages(r.follow_up_images)],
  followUp: r.follow_up,
  hiddenReason: r.hidden_reason,
  reply: r.reply,
  replyAt: r.reply_at,
  replyBy: r.reply_by,
  account: r.account,
  createdAt: r.created_at,
});

/** The latest reviews, newest first, optionally of one goods or in one state, with the reviewer's account. */
export async function latestReviews(db: Executor, q: { goodsId?: number; status?: ReviewStatus; limit?: number } = {}) {
  return (await repo.latestReviews(db, { ...q, limit: q.limit ?? 50 })).map(moderationView);
}

/** One page of the same list for the console, by dates and sorted as asked, with the number of reviews the filter matches. */
export async function reviewPage(db: Executor, q: repo.ReviewQuery & repo.ReviewSort & { page: number; pageSize: number; locale: Locale }) {
  const [rows, total] = await Promise.all([
    repo.latestReviews(db, { ...q, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    repo.countReviews(db, q),
  ]);
  return { list: rows.map(moderationView), total, page: q.page, pageSize: q.pageSize };
}

async function moderate(db: Executor, action: ReviewAction, input: ModerationInput, now: Date): Promise<Moderated> {
  const review = await repo.findReview(db, input.reviewId);
  if (!review) throw new NotFoundError('review.notFound');
  const reason = action === 'hide' ? (input.reason ?? '').trim() : '';
  if (action === 'hide' && (reason === '' || reason.length > HIDE_REASON_MAX)) throw new DomainError('review.hideReason');
  const { from, to } = REVIEW_TRANSITIONS[action];
  if (!from.includes(review.status as ReviewStatus)) throw new DomainError(action === 'hide' ? 'review.alreadyHidden' : 'review.notHidden');
  await atomically(db, async (trx) => {
    await transitionReview(trx, review, action, { hidden_reason: reason || null, moderated_at: now.toISOString() });
    // Read after the move: the row is ours now, so a follow-up adding pictures meanwhile is counted right.
    const current = (await repo.findReview(trx, review.id)) ?? review;
    await repo.addToTotals(trx, current.goods_id, reviewDelta(current, action === 'hide' ? -1 : 1));
  });
  return { goodsId: review.goods_id, before: { status: review.status as ReviewStatus, hiddenReason: review.hidden_reason }, after: { status: to, hiddenReason: reason || null } };
}

export const hideReview = (db: Executor, input: ModerationInput, now = new Date()) => moderate(db, 'hide', input, now);
export const restoreReview = (db: Executor, input: ModerationInput, now = new Date()) => moderate(db, 'restore', input, now);

export interface ReviewReplied {
  goodsId: number;
  before: string | null;
  after: string;
  /** False when the review already had this very reply: nothing changed. */
  changed: boolean;
}

/** The shop's reply under a review (shown on the goods page); replaces an earlier one. */
export async function replyToReview(db: Executor, reviewId: number, reply: { content: string; by: string }, now = new Date()): Promise<ReviewReplied> {
  const review = await repo.findReview(db, reviewId);
  if (!review) throw new NotFoundError('review.notFound');
  const changed = await repo.setReviewReply(db, reviewId, { ...reply, at: now.toISOString() });
  return { goodsId: review.goods_id, before: review.reply, after: reply.content, changed };
}

/** Takes the visible ones of these reviews out of their goods' totals, in the caller's transaction (a deleted account's reviews going with it). */
export async function takeOutOfTotals(db: Executor, reviews: { goods_id: number; score: number; has_pictures: number; status: string }[]): Promise<void> {
  for (const r of reviews) if (r.status === 'visible') await repo.addToTotals(db, r.goods_id, reviewDelta(r, -1));
}
