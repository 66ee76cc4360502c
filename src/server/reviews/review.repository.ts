import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor, ReviewsTable } from '../db/schema.ts';
import { POSITIVE_SCORE, type ReviewStatus, type TotalledFilter } from '../../lib/schemas/review.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { REVIEW_SORTS } from '../../lib/schemas/admin-lists.ts';
import { containsWords } from '../db/contains.ts';

/** All SQL of reviews and of the goods' review totals. The rules that decide what to write are in the services. */

export type ReviewRow = Selectable<ReviewsTable>;
export type NewReview = Insertable<ReviewsTable>;

/** A change of a goods' running totals: +1/−1 review and what it brings. */
export interface TotalsDelta {
  count: number;
  scoreSum: number;
  positive: number;
  pictures: number;
}

/**
 * One run of a goods' visible reviews, newest first, with the reviewer's nickname and avatar and the SKU bought:
 * those in `locale` (`mine`, read down reviews_goods_locale) or those in any other (down reviews_goods_status),
 * `limit` of them from `offset` (decision 090).
 */
export type ReviewRun = { goodsId: number; filter: TotalledFilter; locale: Locale; mine: boolean; offset: number; limit: number };

export function reviewRunQuery(db: Executor, q: ReviewRun) {
  let base = db
    .selectFrom('reviews as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('skus as s', 's.id', 'r.sku_id')
    .where('r.goods_id', '=', q.goodsId)
    .where('r.status', '=', 'visible');
  base = q.mine ? base.where('r.locale', '=', q.locale) : base.where((eb) => eb.or([eb('r.locale', 'is', null), eb('r.locale', '<>', q.locale)]));
  if (q.filter === 'withPictures') base = base.where('r.has_pictures', '=', 1);
  if (q.filter === 'positive') base = base.where('r.score', '>=', POSITIVE_SCORE);
  return base
    .select([
      'r.id',
      'r.score',
      'r.content',
      'r.images',
      'r.anonymous',
      'r.sku_label',
      'r.locale',
      'r.follow_up',
      'r.follow_up_images',
      'r.follow_up_at',
      'r.reply',
      'r.reply_at',
      'r.created_at',
      'm.nickname',
      'm.avatar',
      's.spec_values',
    ])
    .orderBy('r.id', 'desc')
    .limit(q.limit)
    .offset(q.offset);
}

export const visibleReviewRun = (db: Executor, q: ReviewRun) => reviewRunQuery(db, q).execute();

/** How many of a goods' visible reviews are in `locale`: all of them, with pictures, positive (one range of reviews_goods_locale). */
export async function countsInLanguage(db: Executor, goodsId: number, locale: Locale): Promise<Record<TotalledFilter, number>> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('all'),
      eb.fn.sum<number | string | null>('has_pictures').as('withPictures'),
      eb.fn.sum<number | string | null>(eb.case().when('score', '>=', POSITIVE_SCORE).then(1).else(0).end()).as('positive'),
    ])
    .where('goods_id', '=', goodsId)
    .where('status', '=', 'visible')
    .where('locale', '=', locale)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), withPictures: Number(row.withPictures ?? 0), positive: Number(row.positive ?? 0) };
}

/** The goods' running totals; undefined when there is no such goods. */
export function goodsTotals(db: Executor, goodsId: number) {
  return db
    .selectFrom('goods')
    .select(['review_count', 'review_score_sum', 'review_positive', 'review_pictures'])
    .where('id', '=', goodsId)
    .executeTakeFirst();
}

/** Adds `delta` to the goods' totals in one statement. False when the goods no longer exists. */
export async function addToTotals(db: Executor, goodsId: number, delta: TotalsDelta): Promise<boolean> {
  const result = await db
    .updateTable('goods')
    .set({
      review_count: sql<number>`review_count + ${delta.count}`,
      review_score_sum: sql<number>`review_score_sum + ${delta.scoreSum}`,
      review_positive: sql<number>`review_positive + ${delta.positive}`,
      review_pictures: sql<number>`review_pictures + ${delta.pictures}`,
    })
    .where('id', '=', goodsId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertReview(db: Executor, review: NewReview): Promise<number> {
  const { id } = await db.insertInto('reviews').values(review).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Marks an order item reviewed if it was not yet: the conditional update that lets one of racing submits win. */
export async function markItemReviewed(db: Executor, orderItemId: number): Promise<boolean> {
  const result = await db.updateTable('order_items').set({ reviewed: 1 }).where('id', '=', orderItemId).where('reviewed', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unreviewedItems(db: Executor, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('reviewed', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The reviews written for some order items. */
export function reviewsOfItems(db: Executor, orderItemIds: number[]): Promise<ReviewRow[]> {
  if (orderItemIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('reviews').selectAll().where('order_item_id', 'in', orderItemIds).execute();
}

/** One of the member's order items, with its order's state; undefined for anyone else's or a deleted order's. */
export function memberItem(db: Executor, memberId: number, orderItemId: number) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.id', 'i.name', 'i.reviewed', 'o.status as order_status'])
    .where('i.id', '=', orderItemId)
    .where('o.member_id', '=', memberId)
    .where('o.hidden', '=', 0)
    .executeTakeFirst();
}

/** Writes the review's one follow-up if it has none yet (one of racing follow-ups wins). */
export async function addFollowUp(db: Executor, reviewId: number, followUp: { content: string; images: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ follow_up: followUp.content, follow_up_images: followUp.images, follow_up_at: followUp.at })
    .where('id', '=', reviewId)
    .where('follow_up_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markHasPictures(db: Executor, reviewId: number): Promise<void> {
  await db.updateTable('reviews').set({ has_pictures: 1 }).where('id', '=', reviewId).execute();
}

export function findReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves the review to `to` if it is still in one of `from` (moderation). True when this call made the move. */
export async function moveReview(
  db: Executor,
  id: number,
  from: readonly ReviewStatus[],
  to: ReviewStatus,
  changes: { hidden_reason: string | null; moderated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ status: to, ...changes })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The filters of the operator's review list: one goods or `goods` (words of its name in any language), state,
 * score, pictures, words of the review, and `from`/`to` (written at or after / before, ISO-8601 UTC).
 */
export type ReviewQuery = { goodsId?: number; goods?: string; status?: ReviewStatus; score?: number; pictures?: boolean; q?: string; from?: string; to?: string };
/** How the moderation list is sorted: newest first by default; time and score ties by id. */
export type ReviewSort = { sort?: (typeof REVIEW_SORTS)[number]; order?: 'asc' | 'desc' };
const SORT_COLUMNS = { id: 'r.id', createdAt: 'r.created_at', score: 'r.score' } as const;

const moderationQuery = (db: Executor, q: ReviewQuery) => {
  let query = db.selectFrom('reviews as r');
  if (q.goodsId !== undefined) query = query.where('r.goods_id', '=', q.goodsId);
  if (q.status) query = query.where('r.status', '=', q.status);
  if (q.score !== undefined) query = query.where('r.score', '=', q.score);
  if (q.pictures !== undefined) query = query.where('r.has_pictures', '=', q.pictures ? 1 : 0);
  if (q.q) query = query.where((eb) => eb.or([containsWords('r.content', q.q!), containsWords('r.follow_up', q.q!)]));
  if (q.from) query = query.where('r.created_at', '>=', q.from);
  if (q.to) query = query.where('r.created_at', '<', q.to);
  if (q.goods) query = query.where((eb) => eb.exists(eb.selectFrom('goods_i18n as gn').select('gn.goods_id').whereRef('gn.goods_id', '=', 'r.goods_id').where(containsWords('gn.name', q.goods!))));
  return query;
};

/**
 * The latest reviews for moderation, newest first unless sorted otherwise, with the reviewer's account and the
 * goods' name in `locale` (falling back to English, then Chinese, like the shop).
 */
export function latestReviews(db: Executor, q: ReviewQuery & ReviewSort & { limit: number; offset?: number; locale?: Locale }) {
  const column = SORT_COLUMNS[q.sort ?? 'id'];
  const order = q.order ?? 'desc';
  const rows = moderationQuery(db, q)
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['r.id', 'r.goods_id', 'r.score', 'r.content', 'r.images', 'r.status', 'r.anonymous', 'r.has_pictures', 'r.follow_up', 'r.follow_up_images', 'r.hidden_reason', 'r.reply', 'r.reply_at', 'r.reply_by', 'r.created_at', 'm.account'])
    .select((eb) => {
      const name = (l: Locale) => eb.selectFrom('goods_i18n as gn').select('gn.name').whereRef('gn.goods_id', '=', 'r.goods_id').where('gn.locale', '=', l);
      return eb.fn.coalesce(name(q.locale ?? 'zh'), name('en'), name('zh')).as('goods_name');
    })
    .orderBy(column, order);
  return (column === 'r.id' ? rows : rows.orderBy('r.id', order)).limit(q.limit).offset(q.offset ?? 0).execute();
}

export async function countReviews(db: Executor, q: ReviewQuery): Promise<number> {
  const row = await moderationQuery(db, q).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets the shop's reply under a review unless it already reads exactly so; true when this call changed it
 * (a repeated request changes nothing, so it is recorded once).
 */
export async function setReviewReply(db: Executor, id: number, reply: { content: string; by: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ reply: reply.content, reply_at: reply.at, reply_by: reply.by })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('reply', 'is', null), eb('reply', '<>', reply.content)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
