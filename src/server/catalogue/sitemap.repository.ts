import type { Executor } from '../db/schema.ts';

/** How many goods are on the shelf (the goods_default index: on_shelf, id). */
export async function onShelfCount(db: Executor): Promise<number> {
  const row = await db.selectFrom('goods').where('on_shelf', '=', 1).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * On-shelf goods ids with their last change, in id order: after `afterId` (the next batch of a file being
 * written), or skipping `offset` of them (a file's first batch).
 */
export function onShelfStamps(db: Executor, from: { afterId: number } | { offset: number }, limit: number) {
  let q = db.selectFrom('goods').where('on_shelf', '=', 1).select(['id', 'updated_at']).orderBy('id').limit(limit);
  if ('afterId' in from) q = q.where('id', '>', from.afterId);
  else if (from.offset > 0) q = q.offset(from.offset);
  return q.execute();
}
