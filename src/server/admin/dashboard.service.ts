import type { Executor } from '../db/schema.ts';
import type { SpecDimension } from '../../lib/schemas/goods.ts';
import * as repo from './dashboard.repository.ts';

/** A SKU as a shopper would name it, e.g. "Large / Black" (empty for goods without specifications). */
/** The SKU's values in the operator's language, a word left empty there taken from Chinese. */
function specLabel(specsJson: string | null, zhSpecsJson: string | null, positionsJson: string): string {
  const own = JSON.parse(specsJson ?? '[]') as SpecDimension[];
  const zh = JSON.parse(zhSpecsJson ?? '[]') as SpecDimension[];
  const positions = JSON.parse(positionsJson) as number[];
  return (own.length ? own : zh).map((d, i) => d.values[positions[i] ?? -1] || zh[i]?.values[positions[i] ?? -1] || '').filter(Boolean).join(' / ');
}

/** What an operator looks at first: today's trade and what waits for them. `since` is the start of their day. */
export async function dashboard(db: Executor, since: Date, locale: string) {
  const from = since.toISOString();
  const [paid, created, toShip, refundRequests, pendingTopUps, lowStock] = await Promise.all([
    repo.ordersPaidSince(db, from),
    repo.ordersCreatedSince(db, from),
    repo.countOrdersIn(db, 'paid'),
    repo.countOrdersIn(db, 'refund_requested'),
    repo.countPendingRecharges(db),
    repo.lowStockSkus(db, locale, 10),
  ]);
  return {
    today: { orders: created, paidOrders: paid.count, revenue: paid.revenue },
    toShip,
    refundRequests,
    pendingTopUps,
    lowStockThreshold: repo.LOW_STOCK,
    lowStock: lowStock.map((s) => ({ skuId: s.skuId, goodsId: s.goodsId, itemNo: s.item_no, name: s.name ?? s.zhName ?? s.item_no, spec: specLabel(s.specs, s.zhSpecs, s.spec_values), stock: s.stock })),
  };
}
