import type { DbPool, Executor } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { OrderStatus } from '../../lib/schemas/order-view.ts';
import { REVIEW_WINDOW_DAYS, type EvaluateInfo, type EvaluateInput, type EvaluateResult, type FollowUpInput } from '../../lib/schemas/review.ts';
import { findMember } from '../member/member-records.service.ts';
import { itemTexts } from '../orders/item-texts.ts';
import { orderItemsOf } from '../orders/order-views.service.ts';
import { findOrderOrThrow, transition, type Actor } from '../orders/transition.ts';
import { reviewedItemsDetail } from '../orders/timeline-detail.ts';
import { addFollowUp, followUpTarget, ownReviewsOf, storeReviews, unreviewedCount } from '../reviews/evaluate.service.ts';
import { EVALUATE_STATES, FOLLOW_UP_STATES } from '../reviews/states.ts';
import { ownsUploads } from '../uploads/upload.service.ts';
import { purgePagesOfGoods } from './operator/shop-pages.ts';

/** A member reviews the items of a received order, and later adds one follow-up to each review. */

const DAY = 86_400_000;
/** States before receipt: the goods cannot be judged yet. */
const BEFORE_RECEIPT: readonly OrderStatus[] = ['pending_payment', 'paid', 'shipped'];

const member = (memberId: number): Actor => ({ kind: 'member', memberId });

/** The order's items with the member's review of each, and whether reviews and follow-ups are open. */
export async function evaluateInfo(db: Executor, locale: Locale, memberId: number, orderNo: string): Promise<EvaluateInfo> {
  const order = await findOrderOrThrow(db, orderNo, member(memberId));
  const [items, reviewer] = await Promise.all([orderItemsOf(db, order.id), findMember(db, memberId)]);
  const [reviews, texts] = await Promise.all([ownReviewsOf(db, items.map((i) => i.id)), itemTexts(db, locale, items)]);
  const status = order.status as OrderStatus;
  return {
    orderNo: order.order_no,
    nickname: reviewer?.nickname ?? '',
    status,
    canEvaluate: EVALUATE_STATES.includes(status),
    canFollowUp: FOLLOW_UP_STATES.includes(status),
    reviewUntil: order.received_at ? new Date(Date.parse(order.received_at) + REVIEW_WINDOW_DAYS * DAY).toISOString() : null,
    items: items.map((i) => ({ id: i.id, goodsId: i.goods_id, name: texts.get(i.id)?.name ?? i.name, spec: texts.get(i.id)?.spec ?? i.spec, image: i.image, quantity: i.quantity, review: reviews.get(i.id) ?? null })),
  };
}

function refuseUnlessOpen(status: OrderStatus): void {
  if (BEFORE_RECEIPT.includes(status)) throw new DomainError('review.notReceived');
  if (!EVALUATE_STATES.includes(status)) throw new DomainError('review.closed');
}

/**
 * Stores reviews of some items of a received order, all or none. The order's `evaluate` move locks it, so
 * submits for one order run one after the other; the goods' totals change in the same transaction. The
 * last item reviewed completes the order.
 */
export async function evaluateOrder(db: DbPool, memberId: number, locale: Locale, input: EvaluateInput, now = new Date()): Promise<EvaluateResult> {
  const actor = member(memberId);
  const order = await findOrderOrThrow(db, input.orderNo, actor);
  const items = new Map((await orderItemsOf(db, order.id)).map((i) => [i.id, i]));
  const chosen = input.items.map((entry) => {
    const item = items.get(entry.orderItemId);
    if (!item) throw new NotFoundError('review.itemNotFound');
    return { entry, item };
  });
  const done = chosen.find((c) => c.item.reviewed === 1);
  if (done) throw new DomainError('review.alreadyReviewed', { name: done.item.name });
  refuseUnlessOpen(order.status as OrderStatus);
  if (!(await ownsUploads(db, memberId, chosen.flatMap((c) => c.entry.images)))) throw new DomainError('review.images.notYours');

  try {
    const result = await db.transaction().execute(async (trx) => {
      await transition(trx, order, 'evaluate', actor, { detail: reviewedItemsDetail(chosen.map((c) => c.item.id)), now });
      await storeReviews(trx, memberId, locale, chosen, now);
      const completed = (await unreviewedCount(trx, order.id)) === 0;
      if (completed) await transition(trx, order, 'complete', actor, { set: { finished_at: now.toISOString() }, now });
      return { reviewed: chosen.length, completed };
    });
    // The page's rating and its reviews tab read the same totals; a cached page would show the old ones (decision 102).
    for (const goodsId of new Set(chosen.map((c) => c.item.goods_id))) purgePagesOfGoods(goodsId);
    return result;
  } catch (err) {
    // Lost to a submit of the same items (or the order moved on meanwhile): say which item, when one was taken.
    if (err instanceof StateChangedError || isUniqueViolation(err)) {
      const taken = (await orderItemsOf(db, order.id)).find((i) => i.reviewed === 1 && chosen.some((c) => c.item.id === i.id));
      if (taken) throw new DomainError('review.alreadyReviewed', { name: taken.name });
    }
    throw err;
  }
}

/** The one follow-up of a reviewed item: text and pictures (the member's own uploads), shown under the review with its own date. */
export async function followUpReview(db: DbPool, memberId: number, input: FollowUpInput, now = new Date()): Promise<void> {
  const target = await followUpTarget(db, memberId, input.orderItemId);
  if (!(await ownsUploads(db, memberId, input.images))) throw new DomainError('review.images.notYours');
  await db.transaction().execute((trx) => addFollowUp(trx, target, input, now));
  // Pictures in a follow-up count the review under "with pictures".
  if (input.images.length > 0) purgePagesOfGoods(target.goodsId);
}
