import { sql } from 'kysely';
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

/** A range of time as the database stores it: ISO-8601 UTC text, `from` inclusive, `to` exclusive. */
export interface TimeRange {
  from: string;
  to: string;
}

/**
 * Paid orders' amounts in ten-minute slots (`2026-11-27T05:5`) of the range: few enough rows for a year, and
 * fine enough that the caller can put each slot in the right day of any time zone on a whole or half hour.
 */
export function salesSlots(db: Executor, range: TimeRange) {
  const slot = sql<string>`substr(${sql.ref('paid_at')}, 1, 15)`;
  return db
    .selectFrom('orders')
    .select((eb) => [slot.as('slot'), eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>('pay_amount').as('amount')])
    .where('paid_at', '>=', range.from)
    .where('paid_at', '<', range.to)
    .groupBy(slot)
    .execute();
}

async function countAndSum(query: Promise<{ n: number | string; amount: number | string | null } | undefined>) {
  const row = await query;
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

export function newMembersIn(db: Executor, range: TimeRange) {
  return db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', range.from).where('created_at', '<', range.to).executeTakeFirstOrThrow().then((r) => Number(r.n));
}

/** Top-ups credited in the range (paid), by when the provider paid them. */
export function topUpsIn(db: Executor, range: TimeRange) {
  return countAndSum(
    db
      .selectFrom('recharges')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('amount')])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', range.from)
      .where('paid_at', '<', range.to)
      .executeTakeFirst(),
  );
}

/** Money given back to members in the range: the balance ledger's refund lines. */
export function refundsIn(db: Executor, range: TimeRange) {
  return countAndSum(
    db
      .selectFrom('balance_ledger')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('amount')])
      .where('type', '=', 'refund')
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .executeTakeFirst(),
  );
}

/** The goods that sold most (by amount) in orders paid in the range, with their name in `locale`, else Chinese. */
export function topGoodsIn(db: Executor, range: TimeRange, locale: string, limit: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .leftJoin('goods_i18n as own', (j) => j.onRef('own.goods_id', '=', 'order_items.goods_id').on('own.locale', '=', locale))
    .leftJoin('goods_i18n as zh', (j) => j.onRef('zh.goods_id', '=', 'order_items.goods_id').on('zh.locale', '=', 'zh'))
    .select((eb) => [
      'order_items.goods_id as goodsId',
      eb.fn.max('own.name').as('name'),
      eb.fn.max('zh.name').as('zhName'),
      eb.fn.max('order_items.name').as('boughtName'),
      eb.fn.sum<number>('order_items.quantity').as('quantity'),
      eb.fn.sum<number>('order_items.amount').as('amount'),
    ])
    .where('orders.paid_at', '>=', range.from)
    .where('orders.paid_at', '<', range.to)
    .groupBy('order_items.goods_id')
    .orderBy((eb) => eb.fn.sum('order_items.amount'), 'desc')
    .orderBy('order_items.goods_id')
    .limit(limit)
    .execute();
}

/** How many goods the shop has (and on the shelf) and how many members. */
export async function shopTotals(db: Executor) {
  const [goods, members] = await Promise.all([
    db.selectFrom('goods').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('on_shelf').as('onShelf')]).executeTakeFirstOrThrow(),
    db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { goods: Number(goods.n), goodsOnShelf: Number(goods.onShelf ?? 0), members: Number(members.n) };
}
