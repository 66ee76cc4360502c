import type { Executor } from '../db/schema.ts';
import type { ReviewFilter } from '../../lib/schemas/goods.ts';

/** How many visible reviews a goods has: all, with pictures, positive (4 or 5 stars). */
export function reviewCountRow(db: Executor, goodsId: number) {
  return db
    .selectFrom('reviews')
    .where('goods_id', '=', goodsId)
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(eb.case().when('images', '!=', '').then(1).else(0).end()).as('withPictures'),
      eb.fn.sum<number>(eb.case().when('score', '>=', 4).then(1).else(0).end()).as('positive'),
    ])
    .executeTakeFirstOrThrow();
}

/** One page of a goods' reviews, newest first, with the reviewer's nickname and avatar. */
export function reviewPage(db: Executor, q: { goodsId: number; filter: ReviewFilter; page: number; pageSize: number }) {
  let base = db.selectFrom('reviews as r').innerJoin('members as m', 'm.id', 'r.member_id').where('r.goods_id', '=', q.goodsId);
  if (q.filter === 'withPictures') base = base.where('r.images', '!=', '');
  if (q.filter === 'positive') base = base.where('r.score', '>=', 4);
  return base
    .select(['r.id', 'r.score', 'r.content', 'r.images', 'r.anonymous', 'r.sku_label', 'r.follow_up', 'r.follow_up_images', 'r.follow_up_at', 'r.created_at', 'm.nickname', 'm.avatar'])
    .orderBy('r.id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
}
