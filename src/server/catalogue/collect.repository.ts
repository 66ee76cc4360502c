import type { Executor } from '../db/schema.ts';

/** Favourites and footprints: which goods a member keeps and which they have looked at. */

/** Collecting twice is the same as once. */
export async function insertCollect(db: Executor, memberId: number, goodsId: number): Promise<void> {
  await db
    .insertInto('goods_collects')
    .values({ member_id: memberId, goods_id: goodsId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doNothing())
    .execute();
}

export async function deleteCollects(db: Executor, memberId: number, goodsIds: number[]): Promise<void> {
  await db.deleteFrom('goods_collects').where('member_id', '=', memberId).where('goods_id', 'in', goodsIds).execute();
}

export async function hasCollect(db: Executor, memberId: number, goodsId: number): Promise<boolean> {
  const row = await db.selectFrom('goods_collects').select('goods_id').where('member_id', '=', memberId).where('goods_id', '=', goodsId).executeTakeFirst();
  return !!row;
}

/** One page of the member's favourites, newest first, with the total. */
export async function collectPage(db: Executor, memberId: number, page: number, pageSize: number) {
  const base = db.selectFrom('goods_collects').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base.select(['goods_id', 'created_at']).orderBy('created_at', 'desc').orderBy('goods_id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Remembers the latest visit of a member to a goods (one row per goods). */
export async function upsertFootprint(db: Executor, memberId: number, goodsId: number, now: Date): Promise<void> {
  await db
    .insertInto('footprints')
    .values({ member_id: memberId, goods_id: goodsId, viewed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doUpdateSet({ viewed_at: now.toISOString() }))
    .execute();
}

/** One page of the member's footprints, latest visit first, with the total. */
export async function footprintPage(db: Executor, memberId: number, page: number, pageSize: number) {
  const base = db.selectFrom('footprints').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base.select(['id', 'goods_id', 'viewed_at']).orderBy('viewed_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Deletes the given footprints of the member, or all of them when `ids` is undefined. */
export async function deleteFootprintRows(db: Executor, memberId: number, ids?: number[]): Promise<void> {
  let q = db.deleteFrom('footprints').where('member_id', '=', memberId);
  if (ids) q = q.where('id', 'in', ids);
  await q.execute();
}
