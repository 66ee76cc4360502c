import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';

/**
 * Takes up to `limit` of the oldest tally rows out of the tally and answers them. A row is answered to
 * one taker only: on PostgreSQL a second transaction deleting the same rows waits, then finds them gone.
 */
export async function takeTally(db: Executor, limit: number): Promise<{ goodsId: number; units: number }[]> {
  const rows = await db
    .deleteFrom('sales_tally')
    .where('id', 'in', db.selectFrom('sales_tally').select('id').orderBy('id').limit(limit))
    .returning(['goods_id', 'units'])
    .execute();
  return rows.map((r) => ({ goodsId: Number(r.goods_id), units: Number(r.units) }));
}

/** Adds units to the goods' sales, never going below zero. */
export async function addSales(db: Executor, goodsId: number, units: number): Promise<void> {
  await db
    .updateTable('goods')
    .set({ sales: sql<number>`case when sales + ${units} < 0 then 0 else sales + ${units} end` })
    .where('id', '=', goodsId)
    .execute();
}
