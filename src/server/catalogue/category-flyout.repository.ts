import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { localizedGoods, type GoodsRow } from './goods.repository.ts';

/** The best-selling goods on shelf in any of the categories, most sold first. */
export function bestSellersIn(db: Executor, locale: Locale, categoryIds: number[], limit: number): Promise<GoodsRow[]> {
  return localizedGoods(db, locale)
    .where('g.on_shelf', '=', 1)
    .where('g.category_id', 'in', categoryIds)
    .orderBy('g.sales', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}

/** Brands with goods on shelf in any of the categories, the brand selling most there first. */
export async function brandIdsIn(db: Executor, categoryIds: number[], limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('goods')
    .select(['brand_id', sql<number>`sum(sales)`.as('sold')])
    .where('on_shelf', '=', 1)
    .where('category_id', 'in', categoryIds)
    .where('brand_id', 'is not', null)
    .groupBy('brand_id')
    .orderBy('sold', 'desc')
    .orderBy('brand_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.brand_id!);
}
