import type { Executor, Trx } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { OrderStatus } from '../../lib/schemas/order-view.ts';
import type { EvaluateInput, FollowUpInput, OwnReview } from '../../lib/schemas/review.ts';

type EvaluateEntry = EvaluateInput['items'][number];
import * as repo from './review.repository.ts';
import { splitImages } from './review.service.ts';
import { FOLLOW_UP_STATES, isCounted } from './states.ts';
import { PICTURES_ONLY, reviewDelta } from './totals.ts';

/** A member's own reviews of the items of an order, and the one follow-up each review may get. */

function ownReview(r: repo.ReviewRow): OwnReview {
  return {
    id: r.id,
    score: r.score,
    content: r.content,
    images: splitImages(r.images),
    anonymous: r.anonymous === 1,
    hidden: !isCounted(r.status),
    createdAt: r.created_at,
    followUp: r.follow_up && r.follow_up_at ? { content: r.follow_up, images: splitImages(r.follow_up_images), createdAt: r.follow_up_at } : null,
  };
}

/** The member's review of each of these order items that has one, by item id. */
export async function ownReviewsOf(db: Executor, orderItemIds: number[]): Promise<Map<number, OwnReview>> {
  const rows = await repo.reviewsOfItems(db, orderItemIds);
  return new Map(rows.flatMap((r) => (r.order_item_id === null ? [] : [[r.order_item_id, ownReview(r)] as const])));
}

/** An order item being reviewed: what the review stores of it. */
export interface ReviewedItem {
  id: number;
  goods_id: number;
  sku_id: number;
  name: string;
  spec: string;
}

/**
 * Stores the reviews inside the caller's transaction: each item is marked reviewed by a conditional
 * update, so of racing submits of the same item one stores it and the others are told it is already
 * reviewed; the goods' totals change with each review. Goods totals are locked in one order by every
 * writer, so two orders of the same goods never wait on each other.
 */
export async function storeReviews(trx: Trx, memberId: number, locale: Locale, chosen: { entry: EvaluateEntry; item: ReviewedItem }[], now: Date): Promise<void> {
  const ordered = [...chosen].sort((a, b) => a.item.goods_id - b.item.goods_id || a.item.id - b.item.id);
  for (const { entry, item } of ordered) {
    if (!(await repo.markItemReviewed(trx, item.id))) throw new DomainError('review.alreadyReviewed', { name: item.name });
    const hasPictures = entry.images.length > 0 ? 1 : 0;
    if (!(await repo.addToTotals(trx, item.goods_id, reviewDelta({ score: entry.score, has_pictures: hasPictures }, 1)))) {
      throw new DomainError('review.goodsGone', { name: item.name });
    }
    await repo.insertReview(trx, {
      goods_id: item.goods_id,
      member_id: memberId,
      order_item_id: item.id,
      sku_id: item.sku_id,
      sku_label: item.spec || null,
      score: entry.score,
      content: entry.content,
      images: entry.images.join(','),
      has_pictures: hasPictures,
      anonymous: entry.anonymous ? 1 : 0,
      locale,
      created_at: now.toISOString(),
    });
  }
}

/** How many of the order's items are not reviewed yet. */
export function unreviewedCount(db: Executor, orderId: number): Promise<number> {
  return repo.unreviewedItems(db, orderId);
}

/** The reviewed item a follow-up is for, refused unless the review exists, has none yet and the order still allows one. */
export async function followUpTarget(db: Executor, memberId: number, orderItemId: number) {
  const item = await repo.memberItem(db, memberId, orderItemId);
  if (!item) throw new NotFoundError('review.itemNotFound');
  const [review] = await repo.reviewsOfItems(db, [item.id]);
  if (!review) throw new DomainError('review.followUp.notReviewed', { name: item.name });
  if (review.follow_up_at) throw new DomainError('review.followUp.done', { name: item.name });
  if (!FOLLOW_UP_STATES.includes(item.order_status as OrderStatus)) throw new DomainError('review.followUp.closed');
  return { reviewId: review.id, name: item.name, goodsId: review.goods_id };
}

/**
 * Adds the follow-up inside the caller's transaction. A conditional update lets one of racing follow-ups
 * win; the first pictures it brings move a visible review into the goods' "with pictures" count.
 */
export async function addFollowUp(trx: Trx, target: { reviewId: number; name: string }, input: FollowUpInput, now: Date): Promise<void> {
  const added = await repo.addFollowUp(trx, target.reviewId, { content: input.content, images: input.images.join(','), at: now.toISOString() });
  if (!added) throw new DomainError('review.followUp.done', { name: target.name });
  // Read after the write: the row is ours now, so a moderator's hide cannot slip between reading and counting.
  const current = await repo.findReview(trx, target.reviewId);
  if (!current || input.images.length === 0 || current.has_pictures === 1) return;
  await repo.markHasPictures(trx, target.reviewId);
  if (isCounted(current.status)) await repo.addToTotals(trx, current.goods_id, PICTURES_ONLY);
}
