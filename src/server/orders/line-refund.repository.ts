import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';

/** SQL of refunds by line: which lines went back, for how much, and their units back on the shelf and off the sales. */

/** Fen already refunded for the order's lines. */
export async function refundedTotal(db: Executor, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refund_amount'), sql<number>`0`).as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks each line refunded with its amount if it is not yet: a conditional update per line, so when two refunds
 * race for a line one of them finds it taken. Returns how many lines this call marked.
 */
export async function markRefunded(db: Executor, orderId: number, lines: readonly { id: number; amount: number }[], now: Date): Promise<number> {
  let marked = 0;
  for (const line of lines) {
    const result = await db
      .updateTable('order_items')
      .set({ refunded_at: now.toISOString(), refund_amount: line.amount })
      .where('id', '=', line.id)
      .where('order_id', '=', orderId)
      .where('refunded_at', 'is', null)
      .executeTakeFirst();
    marked += Number(result.numUpdatedRows);
  }
  return marked;
}

/** Puts the units of some lines back on their SKUs. */
export async function restockLines(db: Executor, lines: readonly { skuId: number; quantity: number }[]): Promise<void> {
  for (const line of lines) {
    await db.updateTable('skus').set({ stock: sql<number>`stock + ${line.quantity}` }).where('id', '=', line.skuId).execute();
  }
}

/** Takes the units of some lines back from the goods' sales (rows added to the tally, as orders.tallySales does). */
export async function untallyLines(db: Executor, lines: readonly { goodsId: number; quantity: number }[]): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('sales_tally')
    .values(lines.map((l) => ({ goods_id: l.goodsId, units: -l.quantity })))
    .execute();
}
