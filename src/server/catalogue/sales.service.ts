import type { DbPool } from '../db/schema.ts';
import { addSales, takeTally } from './sales.repository.ts';

/** Tally rows folded per transaction. */
const BATCH = 500;

/**
 * Adds what payments and refunds tallied to each goods' sales (decision 055): each batch is taken out of the
 * tally and added in one transaction, so a unit is counted once even if two instances fold at once.
 * Answers the number of tally rows folded.
 */
export async function foldSales(db: DbPool): Promise<number> {
  let folded = 0;
  for (;;) {
    const taken = await db.transaction().execute(async (trx) => {
      const rows = await takeTally(trx, BATCH);
      const perGoods = new Map<number, number>();
      for (const r of rows) perGoods.set(r.goodsId, (perGoods.get(r.goodsId) ?? 0) + r.units);
      // In id order, so two folds never wait on each other's goods rows in a circle.
      for (const [goodsId, units] of [...perGoods].sort((a, b) => a[0] - b[0])) if (units !== 0) await addSales(trx, goodsId, units);
      return rows.length;
    });
    folded += taken;
    if (taken < BATCH) return folded;
  }
}
