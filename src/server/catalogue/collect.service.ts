import type { Executor } from '../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { GoodsCard, Page } from '../../lib/schemas/goods.ts';
import { goodsByIds } from './goods.repository.ts';
import { toCard } from './goods.service.ts';

async function assertOnShelf(db: Executor, goodsId: number): Promise<void> {
  const row = await db.selectFrom('goods').select('id').where('id', '=', goodsId).where('on_shelf', '=', 1).executeTakeFirst();
  if (!row) throw new NotFoundError('goods.notFound');
}

/** Collecting twice is the same as once. */
export async function collectGoods(db: Executor, memberId: number, goodsId: number): Promise<void> {
  await assertOnShelf(db, goodsId);
  await db
    .insertInto('goods_collects')
    .values({ member_id: memberId, goods_id: goodsId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doNothing())
    .execute();
}

export async function uncollectGoods(db: Executor, memberId: number, goodsIds: number[]): Promise<void> {
  if (goodsIds.length === 0) return;
  await db.deleteFrom('goods_collects').where('member_id', '=', memberId).where('goods_id', 'in', goodsIds).execute();
}

export async function isCollected(db: Executor, memberId: number, goodsId: number): Promise<boolean> {
  const row = await db.selectFrom('goods_collects').select('goods_id').where('member_id', '=', memberId).where('goods_id', '=', goodsId).executeTakeFirst();
  return !!row;
}

/** The member's favourites, newest first; goods taken off the shelf stay listed so they can be removed. */
export async function collectedGoods(db: Executor, locale: Locale, memberId: number, page: number, pageSize: number): Promise<Page<GoodsCard & { collectedAt: string; onShelf: boolean }>> {
  const base = db.selectFrom('goods_collects').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base.select(['goods_id', 'created_at']).orderBy('created_at', 'desc').orderBy('goods_id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const goods = await goodsByIds(db, locale, rows.map((r) => r.goods_id));
  const at = new Map(rows.map((r) => [r.goods_id, r.created_at]));
  return {
    list: goods.map((g) => ({ ...toCard(g), collectedAt: at.get(g.id) ?? '', onShelf: g.on_shelf === 1 })),
    total: Number(count.n),
    page,
    pageSize,
  };
}

/** Remembers the latest visit of a member to a goods (one row per goods). */
export async function recordFootprint(db: Executor, memberId: number, goodsId: number): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('footprints')
    .values({ member_id: memberId, goods_id: goodsId, viewed_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doUpdateSet({ viewed_at: now }))
    .execute();
}

export async function footprints(db: Executor, locale: Locale, memberId: number, page: number, pageSize: number) {
  const base = db.selectFrom('footprints').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base.select(['id', 'goods_id', 'viewed_at']).orderBy('viewed_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const goods = new Map((await goodsByIds(db, locale, rows.map((r) => r.goods_id))).map((g) => [g.id, g]));
  const list = rows.flatMap((r) => {
    const g = goods.get(r.goods_id);
    return g ? [{ id: r.id, viewedAt: r.viewed_at, onShelf: g.on_shelf === 1, goods: toCard(g) }] : [];
  });
  return { list, total: Number(count.n), page, pageSize };
}

/** Deletes the given footprints of the member, or all of them. */
export async function deleteFootprints(db: Executor, memberId: number, ids?: number[]): Promise<void> {
  let q = db.deleteFrom('footprints').where('member_id', '=', memberId);
  if (ids) {
    if (ids.length === 0) return;
    q = q.where('id', 'in', ids);
  }
  await q.execute();
}
