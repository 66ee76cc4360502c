import type { DbPool, Executor } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { OrderStatus } from '../../lib/schemas/order-view.ts';
import { REVIEW_WINDOW_DAYS, type EvaluateInfo, type EvaluateInput, type EvaluateResult, type FollowUpInput, type OwnReview } from '../../lib/schemas/review.ts';
import { orderItems, type OrderItemRow } from '../orders/order.repository.ts';
import { itemTexts } from '../orders/item-texts.ts';
import { findOrderOrThrow, transition, type Actor } from '../orders/transition.ts';
import { findMemberById } from '../member/member.repository.ts';
import { ownsUploads } from '../uploads/upload.service.ts';
import * as repo from './review.repository.ts';
import { splitImages } from './review.service.ts';
import { EVALUATE_STATES, FOLLOW_UP_STATES, isCounted } from './states.ts';
import { PICTURES_ONLY, reviewDelta } from './totals.ts';

/** A member reviews the items of a received order, and later adds one follow-up to each review. */

const DAY = 86_400_000;
/** Room for item names on the order's timeline (order_events.detail). */
const TIMELINE_DETAIL_MAX = 300;
/** States before receipt: the goods cannot be judged yet. */
const BEFORE_RECEIPT: readonly OrderStatus[] = ['pending_payment', 'paid', 'shipped'];

const member = (memberId: number): Actor => ({ kind: 'member', memberId });

function ownReview(r: repo.ReviewRow | undefined): OwnReview | null {
  if (!r) return null;
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

/** The order's items with the member's review of each, and whether reviews and follow-ups are open. */
export async function evaluateInfo(db: Executor, locale: Locale, memberId: number, orderNo: string): Promise<EvaluateInfo> {
  const order = await findOrderOrThrow(db, orderNo, member(memberId));
  const [items, reviewer] = await Promise.all([orderItems(db, [order.id]), findMemberById(db, memberId)]);
  const [reviewRows, texts] = await Promise.all([repo.reviewsOfItems(db, items.map((i) => i.id)), itemTexts(db, locale, items)]);
  const reviews = new Map(reviewRows.map((r) => [r.order_item_id, r]));
  const status = order.status as OrderStatus;
  return {
    orderNo: order.order_no,
    nickname: reviewer?.nickname ?? '',
    status,
    canEvaluate: EVALUATE_STATES.includes(status),
    canFollowUp: FOLLOW_UP_STATES.includes(status),
    reviewUntil: order.received_at ? new Date(Date.parse(order.received_at) + REVIEW_WINDOW_DAYS * DAY).toISOString() : null,
    items: items.map((i) => ({ id: i.id, goodsId: i.goods_id, name: texts.get(i.id)?.name ?? i.name, spec: texts.get(i.id)?.spec ?? i.spec, image: i.image, quantity: i.quantity, review: ownReview(reviews.get(i.id)) })),
  };
}

function refuseUnlessOpen(status: OrderStatus): void {
  if (BEFORE_RECEIPT.includes(status)) throw new DomainError('review.notReceived');
  if (!EVALUATE_STATES.includes(status)) throw new DomainError('review.closed');
}

const timelineNames = (items: OrderItemRow[]) => {
  const text = items.map((i) => i.name).join(', ');
  return text.length > TIMELINE_DETAIL_MAX ? `${text.slice(0, TIMELINE_DETAIL_MAX - 1)}…` : text;
};

/**
 * Stores reviews of some items of a received order, all or none. The order's `evaluate` move locks it, so
 * submits for one order run one after the other; each item is marked reviewed by a conditional update,
 * so of racing submits of the same item one stores it and the others are told it is already reviewed.
 * The goods' totals change in the same transaction. The last item reviewed completes the order.
 */
export async function evaluateOrder(db: DbPool, memberId: number, locale: Locale, input: EvaluateInput, now = new Date()): Promise<EvaluateResult> {
  const actor = member(memberId);
  const order = await findOrderOrThrow(db, input.orderNo, actor);
  const items = new Map((await orderItems(db, [order.id])).map((i) => [i.id, i]));
  const chosen = input.items.map((entry) => {
    const item = items.get(entry.orderItemId);
    if (!item) throw new NotFoundError('review.itemNotFound');
    return { entry, item };
  });
  const done = chosen.find((c) => c.item.reviewed === 1);
  if (done) throw new DomainError('review.alreadyReviewed', { name: done.item.name });
  refuseUnlessOpen(order.status as OrderStatus);
  if (!(await ownsUploads(db, memberId, chosen.flatMap((c) => c.entry.images)))) throw new DomainError('review.images.notYours');

  // Goods totals are locked in one order by every writer, so two orders of the same goods never wait on each other.
  const ordered = [...chosen].sort((a, b) => a.item.goods_id - b.item.goods_id || a.item.id - b.item.id);
  try {
    return await db.transaction().execute(async (trx) => {
      await transition(trx, order, 'evaluate', actor, { detail: timelineNames(chosen.map((c) => c.item)), now });
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
      const completed = (await repo.unreviewedItems(trx, order.id)) === 0;
      if (completed) await transition(trx, order, 'complete', actor, { set: { finished_at: now.toISOString() }, now });
      return { reviewed: chosen.length, completed };
    });
  } catch (err) {
    // Lost to a submit of the same items (or the order moved on meanwhile): say which item, when one was taken.
    if (err instanceof StateChangedError || isUniqueViolation(err)) {
      const taken = (await orderItems(db, [order.id])).find((i) => i.reviewed === 1 && chosen.some((c) => c.item.id === i.id));
      if (taken) throw new DomainError('review.alreadyReviewed', { name: taken.name });
    }
    throw err;
  }
}

/**
 * The one follow-up of a reviewed item: text and pictures, shown under the review with its own date.
 * A conditional update lets one of racing follow-ups win; the first pictures it brings move a visible
 * review into the goods' "with pictures" count in the same transaction.
 */
export async function followUpReview(db: DbPool, memberId: number, input: FollowUpInput, now = new Date()): Promise<void> {
  const item = await repo.memberItem(db, memberId, input.orderItemId);
  if (!item) throw new NotFoundError('review.itemNotFound');
  const [review] = await repo.reviewsOfItems(db, [item.id]);
  if (!review) throw new DomainError('review.followUp.notReviewed', { name: item.name });
  if (review.follow_up_at) throw new DomainError('review.followUp.done', { name: item.name });
  if (!FOLLOW_UP_STATES.includes(item.order_status as OrderStatus)) throw new DomainError('review.followUp.closed');
  if (!(await ownsUploads(db, memberId, input.images))) throw new DomainError('review.images.notYours');

  await db.transaction().execute(async (trx) => {
    const added = await repo.addFollowUp(trx, review.id, { content: input.content, images: input.images.join(','), at: now.toISOString() });
    if (!added) throw new DomainError('review.followUp.done', { name: item.name });
    // Read after the write: the row is ours now, so a moderator's hide cannot slip between reading and counting.
    const current = await repo.findReview(trx, review.id);
    if (!current || input.images.length === 0 || current.has_pictures === 1) return;
    await repo.markHasPictures(trx, review.id);
    if (isCounted(current.status)) await repo.addToTotals(trx, current.goods_id, PICTURES_ONLY);
  });
}
