/**
 * What must hold after the orders stage, read straight from the database: no stock below zero, every
 * unit that left a SKU sits in an order that still holds it, and every member's balance equals the sum
 * of their ledger, with the ledger's payments equal to what the paid orders cost.
 */
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { MEMBER_FUNDS, type OrderShop } from './order-setup.ts';

export interface OrderAudit {
  orders: number;
  paidOrders: number;
  lowestStock: number;
  /** SKUs whose stock went down by other than the units their live orders hold. */
  stockMismatches: number;
  scarceLeft: number;
  members: number;
  /** Members whose balance equals their ledger sum, and the funds less their paid orders. */
  balancesMatching: number;
  ok: boolean;
}

export async function auditOrders(env: Record<string, string>, shop: OrderShop): Promise<OrderAudit> {
  const db = openDatabase(loadConfig({ ...process.env, ...env }).databaseUrl);
  try {
    const k = db.kysely;
    const stock = await k.selectFrom('skus').select(['id', 'stock']).execute();
    const held = await k
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.sku_id', sql<number>`sum(order_items.quantity)`.as('units')])
      .where('orders.status', 'not in', ['cancelled', 'refunded'])
      .groupBy('order_items.sku_id')
      .execute();
    const heldBy = new Map(held.map((h) => [h.sku_id, Number(h.units)]));
    const stockNow = new Map(stock.map((s) => [s.id, Number(s.stock)]));
    const stockMismatches = [...shop.stockBefore].filter(([id, before]) => before - (stockNow.get(id) ?? 0) !== (heldBy.get(id) ?? 0)).length;

    const ids = shop.members.map((m) => m.id);
    const balances = await k.selectFrom('members').select(['id', 'balance']).where('id', 'in', ids).execute();
    const ledger = await k
      .selectFrom('balance_ledger')
      .select(['member_id', sql<number>`sum(amount)`.as('total')])
      .where('member_id', 'in', ids)
      .groupBy('member_id')
      .execute();
    const spent = await k
      .selectFrom('orders')
      .select(['member_id', sql<number>`sum(pay_amount)`.as('total')])
      .where('member_id', 'in', ids)
      .where('paid_at', 'is not', null)
      .groupBy('member_id')
      .execute();
    const ledgerOf = new Map(ledger.map((l) => [l.member_id, Number(l.total)]));
    const spentBy = new Map(spent.map((s) => [s.member_id, Number(s.total)]));
    const balancesMatching = balances.filter((b) => {
      const balance = Number(b.balance);
      return balance === ledgerOf.get(b.id) && balance === MEMBER_FUNDS - (spentBy.get(b.id) ?? 0);
    }).length;

    const counts = await k
      .selectFrom('orders')
      .select([sql<number>`count(*)`.as('orders'), sql<number>`count(paid_at)`.as('paid')])
      .executeTakeFirstOrThrow();
    const lowestStock = Math.min(...stockNow.values());
    return {
      orders: Number(counts.orders),
      paidOrders: Number(counts.paid),
      lowestStock,
      stockMismatches,
      scarceLeft: stockNow.get(shop.scarce.skuId) ?? 0,
      members: ids.length,
      balancesMatching,
      ok: lowestStock >= 0 && stockMismatches === 0 && balancesMatching === ids.length,
    };
  } finally {
    await db.close();
  }
}
