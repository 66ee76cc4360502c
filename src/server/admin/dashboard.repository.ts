import type { Executor } from '../db/schema.ts';

/** Low stock: a SKU of an on-shelf goods with this many units or fewer. */
export const LOW_STOCK = 5;

export async function ordersPaidSince(db: Executor, since: string): Promise<{ count: number; revenue: number }> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>('pay_amount'), eb.val(0)).as('revenue')])
    .where('paid_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), revenue: Number(row.revenue) };
}

export async function ordersCreatedSince(db: Executor, since: string): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countOrdersIn(db: Executor, status: string): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', status).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countPendingRecharges(db: Executor): Promise<number> {
  const row = await db.selectFrom('recharges').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** SKUs of on-shelf goods running out, fewest first, with the goods' name in `locale` (else zh). */
export function lowStockSkus(db: Executor, locale: string, limit: number) {
  return db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.id', 'skus.goods_id')
    .leftJoin('goods_i18n as own', (j) => j.onRef('own.goods_id', '=', 'goods.id').on('own.locale', '=', locale))
    .leftJoin('goods_i18n as zh', (j) => j.onRef('zh.goods_id', '=', 'goods.id').on('zh.locale', '=', 'zh'))
    .select(['skus.id as skuId', 'skus.stock', 'skus.spec_values', 'goods.id as goodsId', 'goods.item_no', 'own.name as name', 'zh.name as zhName', 'own.specs as specs', 'zh.specs as zhSpecs'])
    .where('goods.on_shelf', '=', 1)
    .where('skus.stock', '<=', LOW_STOCK)
    .orderBy('skus.stock')
    .orderBy('skus.id')
    .limit(limit)
    .execute();
}
