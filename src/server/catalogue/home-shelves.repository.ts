import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { GoodsFlag } from '../../lib/schemas/admin-goods.ts';
import { firstOf } from '../db/first-of.ts';
import { textLocales } from '../../lib/i18n/fallback.ts';

/** SQL of the console's home shelves: the goods flagged for a shelf, their order, and the flags themselves. */

/** Goods flagged for the shelf, on shelf or not, with their placed position (null: not placed). */
export function shelfRows(db: Executor, locale: Locale, shelf: GoodsFlag) {
  return db
    .selectFrom('goods as g')
    .leftJoin('home_shelf_positions as p', (join) => join.onRef('p.goods_id', '=', 'g.id').on('p.shelf', '=', shelf))
    .select((eb) => {
      const name = (l: Locale) => eb.selectFrom('goods_i18n as n').select('n.name').whereRef('n.goods_id', '=', 'g.id').where('n.locale', '=', l).$asScalar();
      return ['g.id', 'g.item_no', 'g.images', 'g.on_shelf', 'g.flags', 'g.sales', 'g.created_at', 'p.position', firstOf(textLocales(locale).map(name)).as('name')];
    })
    .where('g.flags', 'like', `%${shelf}%`)
    .execute();
}

export function flagsOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('goods').select(['id', 'flags']).where('id', 'in', ids).execute();
}

/** A goods' flags; raises its version, so a goods form opened before cannot write the old flags back. */
export async function setFlags(db: Executor, id: number, flags: string, now: string): Promise<void> {
  await db
    .updateTable('goods')
    .set((eb) => ({ flags, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function placeShelf(db: Executor, shelf: GoodsFlag, goodsIds: number[]): Promise<void> {
  await db.deleteFrom('home_shelf_positions').where('shelf', '=', shelf).execute();
  if (goodsIds.length > 0) await db.insertInto('home_shelf_positions').values(goodsIds.map((goods_id, position) => ({ shelf, goods_id, position }))).execute();
}
