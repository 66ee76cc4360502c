import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';

/** A member's cart lines with their SKU's current stock, price and spec positions; newest line first. */
export function memberLines(db: Executor, memberId: number, ids?: number[]) {
  let q = db
    .selectFrom('cart_items as c')
    .innerJoin('skus as s', 's.id', 'c.sku_id')
    .select(['c.id', 'c.goods_id', 'c.sku_id', 'c.quantity', 'c.selected', 's.stock', 's.price as sku_price', 's.market_price as sku_market_price', 's.sale_price as sku_sale_price', 's.member_price as sku_member_price', 's.picture as sku_picture', 's.spec_values'])
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

/**
 * Adds `quantity` of a SKU to the member's cart in one statement: a new line, or merged into the line the
 * SKU already has. The stock, the line's largest quantity and the number of lines are checked inside the
 * statement, so parallel adds neither pass the stock together nor lose each other's quantity. Undefined
 * when the add was refused (the caller reads why).
 */
export async function mergeLine(db: Executor, memberId: number, line: { goodsId: number; skuId: number; quantity: number }, bounds: { maxQuantity: number; maxLines: number }) {
  const now = new Date().toISOString();
  const hasLine = db.selectFrom('cart_items as own').select('own.id').where('own.member_id', '=', memberId).where('own.sku_id', '=', line.skuId);
  const lineCount = db.selectFrom('cart_items as own').select((eb) => eb.fn.countAll().as('n')).where('own.member_id', '=', memberId);
  const source = db
    .selectFrom('skus as s')
    .select([
      sql.lit(memberId).as('member_id'),
      sql.lit(line.goodsId).as('goods_id'),
      's.id as sku_id',
      sql.lit(line.quantity).as('quantity'),
      sql.lit(1).as('selected'),
      sql.val(now).as('created_at'),
      sql.val(now).as('updated_at'),
    ])
    .where('s.id', '=', line.skuId)
    .where('s.stock', '>=', line.quantity)
    .where((eb) => eb.or([eb.exists(hasLine), eb(lineCount, '<', bounds.maxLines)]));
  const row = await db
    .insertInto('cart_items')
    .columns(['member_id', 'goods_id', 'sku_id', 'quantity', 'selected', 'created_at', 'updated_at'])
    .expression(source)
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'sku_id'])
        .doUpdateSet({ quantity: sql`cart_items.quantity + excluded.quantity`, selected: 1, updated_at: now })
        .where(sql<boolean>`cart_items.quantity + excluded.quantity <= ${bounds.maxQuantity}`)
        .where(sql<boolean>`cart_items.quantity + excluded.quantity <= (select stock from skus where skus.id = excluded.sku_id)`),
    )
    .returning(['id', 'quantity'])
    .executeTakeFirst();
  return row && { id: Number(row.id), quantity: Number(row.quantity) };
}

/** The stock of one SKU now. */
export async function skuStock(db: Executor, skuId: number): Promise<number> {
  const row = await db.selectFrom('skus').select('stock').where('id', '=', skuId).executeTakeFirst();
  return Number(row?.stock ?? 0);
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
