import type { Executor } from '../db/schema.ts';

/** Favourites: which goods a member keeps. */

/** Collecting twice is the same as once, also when both requests arrive together. */
export async function insertCollect(db: Executor, memberId: number, goodsId: number, now = new Date()): Promise<void> {
  await db
    .insertInto('goods_collects')
    .values({ member_id: memberId, goods_id: goodsId, created_at: now.toISOString() })
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

/** Which of these goods the member has among their favourites. */
export async function collectedAmong(db: Executor, memberId: number, goodsIds: number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await db.selectFrom('goods_collects').select('goods_id').where('member_id', '=', memberId).where('goods_id', 'in', goodsIds).execute();
  return new Set(rows.map((r) => r.goods_id));
}

export async function countCollects(db: Executor, memberId: number): Promise<number> {
  const row = await db.selectFrom('goods_collects').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
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
