import type { Executor } from '../db/schema.ts';
import type { ReviewFilter } from '../../lib/schemas/goods.ts';
import { reviewCountRow, reviewPage } from './review.repository.ts';

/** A member's name as other shoppers see it; anonymous reviews keep only the first and last character. */
function displayName(nickname: string, anonymous: boolean): string {
  if (!anonymous) return nickname;
  const chars = [...nickname];
  return chars.length <= 1 ? '*' : `${chars[0]}***${chars[chars.length - 1]}`;
}

export async function reviewCounts(db: Executor, goodsId: number): Promise<Record<ReviewFilter, number>> {
  const row = await reviewCountRow(db, goodsId);
  return { all: Number(row.all), withPictures: Number(row.withPictures ?? 0), positive: Number(row.positive ?? 0) };
}

export async function listReviews(db: Executor, q: { goodsId: number; filter: ReviewFilter; page: number; pageSize: number }) {
  const [rows, counts] = await Promise.all([reviewPage(db, q), reviewCounts(db, q.goodsId)]);
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
