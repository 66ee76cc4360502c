import type { Executor } from '../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { CollectedGoods } from '../../lib/schemas/mine.ts';
import * as repo from './collect.repository.ts';
import { goodsByIds, goodsOnShelf, stockByGoods } from './goods.repository.ts';
import { toCard } from './goods.service.ts';

/** Collecting twice is the same as once; goods off the shelf cannot be collected. */
export async function collectGoods(db: Executor, memberId: number, goodsId: number): Promise<void> {
  if (!(await goodsOnShelf(db, goodsId))) throw new NotFoundError('goods.notFound');
  await repo.insertCollect(db, memberId, goodsId);
}

/**
 * Takes goods out of the member's favourites. Goods ids are not the member's own records, so removing one
 * that is not (or no longer) there changes nothing and is no error: a toggle pressed in two tabs agrees.
 */
export async function uncollectGoods(db: Executor, memberId: number, goodsIds: number[]): Promise<void> {
  if (goodsIds.length === 0) return;
  await repo.deleteCollects(db, memberId, [...new Set(goodsIds)]);
}

export const isCollected = repo.hasCollect;
export const collectedAmong = repo.collectedAmong;
export const countCollectedGoods = repo.countCollects;

/** The member's favourites, newest first; goods taken off the shelf stay listed, marked, so they can be removed. */
export async function collectedGoods(db: Executor, locale: Locale, memberId: number, page: number, pageSize: number): Promise<Page<CollectedGoods>> {
  const { rows, total } = await repo.collectPage(db, memberId, page, pageSize);
  const ids = rows.map((r) => r.goods_id);
  const [goods, stock] = await Promise.all([goodsByIds(db, locale, ids), stockByGoods(db, ids)]);
  const at = new Map(rows.map((r) => [r.goods_id, r.created_at]));
  return {
    list: goods.map((g) => ({ ...toCard(g), collectedAt: at.get(g.id) ?? '', onShelf: g.on_shelf === 1, stock: stock.get(g.id) ?? 0 })),
    total,
    page,
    pageSize,
  };
}
