import type { Executor } from '../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { GoodsCard, Page } from '../../lib/schemas/goods.ts';
import * as repo from './collect.repository.ts';
import { goodsByIds, goodsOnShelf } from './goods.repository.ts';
import { toCard } from './goods.service.ts';

/** Collecting twice is the same as once; goods off the shelf cannot be collected. */
export async function collectGoods(db: Executor, memberId: number, goodsId: number): Promise<void> {
  if (!(await goodsOnShelf(db, goodsId))) throw new NotFoundError('goods.notFound');
  await repo.insertCollect(db, memberId, goodsId);
}

export async function uncollectGoods(db: Executor, memberId: number, goodsIds: number[]): Promise<void> {
  if (goodsIds.length === 0) return;
  await repo.deleteCollects(db, memberId, goodsIds);
}

export const isCollected = repo.hasCollect;

/** The member's favourites, newest first; goods taken off the shelf stay listed so they can be removed. */
export async function collectedGoods(db: Executor, locale: Locale, memberId: number, page: number, pageSize: number): Promise<Page<GoodsCard & { collectedAt: string; onShelf: boolean }>> {
  const { rows, total } = await repo.collectPage(db, memberId, page, pageSize);
  const goods = await goodsByIds(db, locale, rows.map((r) => r.goods_id));
  const at = new Map(rows.map((r) => [r.goods_id, r.created_at]));
  return {
    list: goods.map((g) => ({ ...toCard(g), collectedAt: at.get(g.id) ?? '', onShelf: g.on_shelf === 1 })),
    total,
    page,
    pageSize,
  };
}

/** Remembers that a member looked at a goods: the detail page records it for members. */
export async function recordFootprint(db: Executor, memberId: number, goodsId: number, now = new Date()): Promise<void> {
  await repo.upsertFootprint(db, memberId, goodsId, now);
}

export async function footprints(db: Executor, locale: Locale, memberId: number, page: number, pageSize: number) {
  const { rows, total } = await repo.footprintPage(db, memberId, page, pageSize);
  const goods = new Map((await goodsByIds(db, locale, rows.map((r) => r.goods_id))).map((g) => [g.id, g]));
  const list = rows.flatMap((r) => {
    const g = goods.get(r.goods_id);
    return g ? [{ id: r.id, viewedAt: r.viewed_at, onShelf: g.on_shelf === 1, goods: toCard(g) }] : [];
  });
  return { list, total, page, pageSize };
}

/** Deletes the given footprints of the member, or all of them. */
export async function deleteFootprints(db: Executor, memberId: number, ids?: number[]): Promise<void> {
  if (ids?.length === 0) return;
  await repo.deleteFootprintRows(db, memberId, ids);
}
