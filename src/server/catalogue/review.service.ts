import type { Executor } from '../db/schema.ts';
import type { REVIEW_FILTERS } from '../../lib/schemas/goods.ts';

export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** A member's name as other shoppers see it; anonymous reviews keep only the first and last character. */
export function displayName(nickname: string, anonymous: boolean): string {
  if (!anonymous) return nickname;
  const chars = [...nickname];
  return chars.length <= 1 ? '*' : `${chars[0]}***${chars[chars.length - 1]}`;
}

export async function reviewCounts(db: Executor, goodsId: number): Promise<Record<ReviewFilter, number>> {
  const row = await db
    .selectFrom('reviews')
    .where('goods_id', '=', goodsId)
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(eb.case().when('images', '!=', '').then(1).else(0).end()).as('withPictures'),
      eb.fn.sum<number>(eb.case().when('score', '>=', 4).then(1).else(0).end()).as('positive'),
    ])
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), withPictures: Number(row.withPictures ?? 0), positive: Number(row.positive ?? 0) };
}

export async function listReviews(db: Executor, q: { goodsId: number; filter: ReviewFilter; page: number; pageSize: number }) {
  let base = db.selectFrom('reviews as r').innerJoin('members as m', 'm.id', 'r.member_id').where('r.goods_id', '=', q.goodsId);
  if (q.filter === 'withPictures') base = base.where('r.images', '!=', '');
  if (q.filter === 'positive') base = base.where('r.score', '>=', 4);
  const [rows, counts] = await Promise.all([
    base
      .select(['r.id', 'r.score', 'r.content', 'r.images', 'r.anonymous', 'r.sku_label', 'r.follow_up', 'r.follow_up_images', 'r.follow_up_at', 'r.created_at', 'm.nickname', 'm.avatar'])
      .orderBy('r.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    reviewCounts(db, q.goodsId),
  ]);
  const split = (s: string | null) => (s ? s.split(',') : []);
  return {
    list: rows.map((r) => ({
      id: r.id,
      nickname: displayName(r.nickname, r.anonymous === 1),
      avatar: r.anonymous === 1 ? null : r.avatar,
      score: r.score,
      content: r.content,
      images: split(r.images),
      skuLabel: r.sku_label,
      createdAt: r.created_at,
      followUp: r.follow_up ? { content: r.follow_up, images: split(r.follow_up_images), createdAt: r.follow_up_at } : null,
    })),
    total: counts[q.filter],
    counts,
    page: q.page,
    pageSize: q.pageSize,
  };
}
