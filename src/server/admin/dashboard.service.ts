import type { Executor } from '../db/schema.ts';
import { calendarDay } from '../../lib/days.ts';
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

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_GOODS = 5;

/** Every calendar day from the one `from` falls on to the one just before `to`, in `timeZone`. */
function daysOf(range: repo.TimeRange, timeZone: string): string[] {
  const first = calendarDay(new Date(range.from), timeZone);
  const last = calendarDay(new Date(Date.parse(range.to) - 1), timeZone);
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); days.length <= 400; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.push(day);
    if (day >= last) break;
  }
  return days;
}

/**
 * The trade of a range the operator chose (today, 7 days, 30 days, or dates), with the operator's day
 * boundaries: the console sends the range as instants (its own midnights) and its time zone, in which
 * sales are added up per day. Sales are the amounts of orders paid in the range (a later refund does not take
 * them back: refunds are counted on their own, by when the money went back); the average is sales over paid
 * orders, rounded to the fen. Money in fen.
 */
export async function salesStats(db: Executor, range: repo.TimeRange, timeZone: string, locale: string) {
  const [slots, newMembers, topUps, refunds, top, totals] = await Promise.all([
    repo.salesSlots(db, range),
    repo.newMembersIn(db, range),
    repo.topUpsIn(db, range),
    repo.refundsIn(db, range),
    repo.topGoodsIn(db, range, locale, TOP_GOODS),
    repo.shopTotals(db),
  ]);
  const perDay = new Map(daysOf(range, timeZone).map((day) => [day, { day, sales: 0, orders: 0 }]));
  let sales = 0;
  let paidOrders = 0;
  for (const s of slots) {
    const amount = Number(s.amount ?? 0);
    const orders = Number(s.orders);
    sales += amount;
    paidOrders += orders;
    const entry = perDay.get(calendarDay(new Date(`${s.slot}0:00.000Z`), timeZone));
    if (entry) {
      entry.sales += amount;
      entry.orders += orders;
    }
  }
  return {
    from: range.from,
    to: range.to,
    timeZone,
    sales,
    paidOrders,
    averageOrder: paidOrders === 0 ? 0 : Math.round(sales / paidOrders),
    newMembers,
    topUps,
    refunds,
    topGoods: top.map((g) => ({ goodsId: g.goodsId, name: g.name ?? g.zhName ?? g.boughtName ?? '', quantity: Number(g.quantity ?? 0), amount: Number(g.amount ?? 0) })),
    perDay: [...perDay.values()],
    totals,
  };
}
