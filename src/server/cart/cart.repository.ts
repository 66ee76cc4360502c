import type { Executor } from '../db/schema.ts';

/** A member's cart lines with their SKU's current stock, price and spec positions; newest line first. */
export function memberLines(db: Executor, memberId: number, ids?: number[]) {
  let q = db
    .selectFrom('cart_items as c')
    .innerJoin('skus as s', 's.id', 'c.sku_id')
    .select(['c.id', 'c.goods_id', 'c.sku_id', 'c.quantity', 'c.selected', 's.stock', 's.price as sku_price', 's.spec_values'])
    .where('c.member_id', '=', memberId);
  if (ids) q = q.where('c.id', 'in', ids);
  return q.orderBy('c.id', 'desc').execute();
}

export async function countLines(db: Executor, memberId: number): Promise<number> {
  const row = await db.selectFrom('cart_items').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function lineBySku(db: Executor, memberId: number, skuId: number) {
  return db.selectFrom('cart_items').select(['id', 'quantity']).where('member_id', '=', memberId).where('sku_id', '=', skuId).executeTakeFirst();
}

/** The SKU of a goods together with the goods' shelf flag; undefined when either is unknown or they do not match. */
export function skuOfGoods(db: Executor, goodsId: number, skuId: number) {
  return db
    .selectFrom('skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.stock', 'g.on_shelf'])
    .where('s.id', '=', skuId)
    .where('g.id', '=', goodsId)
    .executeTakeFirst();
}

export async function insertLine(db: Executor, memberId: number, line: { goodsId: number; skuId: number; quantity: number }): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('cart_items')
    .values({ member_id: memberId, goods_id: line.goodsId, sku_id: line.skuId, quantity: line.quantity, selected: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updateLine(db: Executor, memberId: number, id: number, change: { quantity?: number; selected?: boolean }): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({
      ...(change.quantity !== undefined && { quantity: change.quantity }),
      ...(change.selected !== undefined && { selected: change.selected ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    })
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .execute();
}

export async function selectAllLines(db: Executor, memberId: number, selected: boolean): Promise<void> {
  await db.updateTable('cart_items').set({ selected: selected ? 1 : 0 }).where('member_id', '=', memberId).execute();
}

export async function deleteLines(db: Executor, memberId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('cart_items').where('member_id', '=', memberId).where('id', 'in', ids).execute();
}
