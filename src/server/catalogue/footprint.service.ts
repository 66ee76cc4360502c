import type { DbPool, Executor } from '../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import { calendarDay } from '../../lib/days.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { GoodsCard, Page } from '../../lib/schemas/goods.ts';
import { FOOTPRINTS_KEPT, type FootprintItem } from '../../lib/schemas/mine.ts';
import { collectedAmong } from './collect.repository.ts';
import * as repo from './footprint.repository.ts';
import { goodsByIds, stockByGoods } from './goods.repository.ts';
import { toCard } from './goods.service.ts';

/**
 * Remembers that a member looked at a goods: one footprint per goods per day, the day counted in the
 * viewer's time zone (UTC when the browser named none); only the latest FOOTPRINTS_KEPT stay. A member who turned
 * recently viewed off leaves none.
 */
export async function recordFootprint(db: Executor, memberId: number, goodsId: number, timeZone = 'UTC', now = new Date()): Promise<void> {
  await repo.upsertFootprint(db, memberId, goodsId, calendarDay(now, timeZone), now);
  await repo.trimFootprints(db, memberId, FOOTPRINTS_KEPT);
}

/** Recently viewed, latest first, each visit with its goods as it is now (goods deleted since drop out). */
export async function footprints(db: Executor, locale: Locale, memberId: number, page: number, pageSize: number): Promise<Page<FootprintItem>> {
  const { rows, total } = await repo.footprintPage(db, memberId, page, pageSize);
  const ids = [...new Set(rows.map((r) => r.goods_id))];
  const [goods, stock, collected] = await Promise.all([goodsByIds(db, locale, ids), stockByGoods(db, ids), collectedAmong(db, memberId, ids)]);
  const byId = new Map(goods.map((g) => [g.id, g]));
  const list = rows.flatMap((r): FootprintItem[] => {
    const g = byId.get(r.goods_id);
    if (!g) return [];
    return [{ id: r.id, day: r.day, viewedAt: r.viewed_at, onShelf: g.on_shelf === 1, stock: stock.get(g.id) ?? 0, collected: collected.has(g.id), goods: toCard(g) }];
  });
  return { list, total, page, pageSize };
}

export const countFootprints = repo.countFootprints;

/** The goods the member looked at last, each once, that are still on the shelf. */
export async function recentlyViewedGoods(db: Executor, locale: Locale, memberId: number, limit: number): Promise<GoodsCard[]> {
  const goods = await goodsByIds(db, locale, await repo.recentGoodsIds(db, memberId, limit));
  return goods.filter((g) => g.on_shelf === 1).map(toCard);
}

/**
 * Deletes the given footprints of the member, or all of them. Another member's footprint answers like one
 * that never existed, and then nothing is deleted.
 */
export async function deleteFootprints(db: Executor, memberId: number, ids?: number[]): Promise<void> {
  if (ids === undefined) return repo.deleteFootprintRows(db, memberId);
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  if ((await repo.ownedFootprintIds(db, memberId, unique)).length !== unique.length) throw new NotFoundError('footprint.notFound');
  await repo.deleteFootprintRows(db, memberId, unique);
}

/**
 * Turns the member's recently viewed on or off. Off deletes what was kept and keeps nothing more, in one
 * transaction; a visit racing it is written before it (and deleted with the rest) or not at all.
 */
export async function setRecentlyViewed(db: DbPool, memberId: number, enabled: boolean, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.setFootprintsOff(trx, memberId, !enabled, now);
    if (!enabled) await repo.deleteFootprintRows(trx, memberId);
  });
}

/** Recently viewed entries of every member viewed before `before` (their retention is over); returns how many. */
export const deleteFootprintsViewedBefore = repo.deleteFootprintsBefore;
