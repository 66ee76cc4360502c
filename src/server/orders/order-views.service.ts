import type { Executor } from '../db/schema.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { OrderDetailView, OrderItemView, OrderView } from '../../lib/schemas/order-view.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { CentreOrderCounts } from '../../lib/schemas/mine.ts';
import { centreCounts } from '../../lib/order-state.ts';
import { storedPriceLabel } from '../../lib/pricing.ts';
import { orderRegionLine } from '../address/region-names.ts';
import { carrierName, trackingUrl } from '../../lib/carriers.ts';
import { itemTexts, type ItemText } from './item-texts.ts';
import * as repo from './order.repository.ts';
import { LOGISTICS_STEPS, memberActions, ORDER_TABS, type OrderStatus, type OrderTab } from './states.ts';
import { readStoredWords } from './operator-words.ts';
import { readTimelineDetail } from './timeline-detail.ts';
import { findOrderOrThrow } from './transition.ts';

/** The member's orders as the order screens show them: lists by tab, tab counts, one order's detail. */

function toItemView(r: repo.OrderItemRow, followedUp: Set<number>, text: ItemText | undefined): OrderItemView {
  return {
    id: r.id,
    goodsId: r.goods_id,
    skuId: r.sku_id,
    name: text?.name ?? r.name,
    spec: text?.spec ?? r.spec,
    image: r.image,
    unitPrice: Number(r.unit_price),
    priceLabel: storedPriceLabel(r.price_label),
    marketPrice: r.market_price === null ? null : Number(r.market_price),
    quantity: r.quantity,
    amount: Number(r.amount),
    reviewed: r.reviewed === 1,
    followedUp: followedUp.has(r.id),
    refunded: r.refunded_at !== null,
  };
}

async function itemsOf(db: Executor, locale: Locale, orderIds: number[]): Promise<Map<number, OrderItemView[]>> {
  const byOrder = new Map<number, OrderItemView[]>();
  const [rows, followedUp] = await Promise.all([repo.orderItems(db, orderIds), repo.followedUpItems(db, orderIds)]);
  const texts = await itemTexts(db, locale, rows);
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push(toItemView(r, followedUp, texts.get(r.id)));
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}

function toView(order: repo.OrderRow, items: OrderItemView[]): OrderView {
  const status = order.status as OrderStatus;
  return {
    orderNo: order.order_no,
    status,
    goodsAmount: Number(order.goods_amount),
    freight: Number(order.freight),
    payAmount: Number(order.pay_amount),
    buyerMessage: order.buyer_message,
    createdAt: order.created_at,
    payDeadline: order.pay_deadline,
    paidAt: order.paid_at,
    actions: memberActions(status),
    items,
  };
}

/** The member's orders in a tab, newest first, optionally matching an order number or a goods name; goods in the reader's language. */
export async function memberOrders(db: Executor, locale: Locale, memberId: number, q: { status: OrderTab; keyword?: string; page: number; pageSize: number }): Promise<Page<OrderView>> {
  const { rows, total } = await repo.memberOrderPage(db, memberId, { statuses: ORDER_TABS[q.status], keyword: q.keyword, page: q.page, pageSize: q.pageSize });
  const items = await itemsOf(db, locale, rows.map((r) => r.id));
  return { list: rows.map((r) => toView(r, items.get(r.id) ?? [])), total, page: q.page, pageSize: q.pageSize };
}

/** How many orders the member has in each tab, for the tab badges and the personal centre. */
export async function orderCounts(db: Executor, memberId: number): Promise<Record<OrderTab, number>> {
  const byStatus = await repo.memberStatusCounts(db, memberId);
  const tabs = Object.keys(ORDER_TABS) as OrderTab[];
  return Object.fromEntries(
    tabs.map((tab) => [tab, ORDER_TABS[tab].reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0)]),
  ) as Record<OrderTab, number>;
}

/** The personal centre's counters: only orders someone still has to act on (a finished refund is not one). */
export async function centreOrderCounts(db: Executor, memberId: number): Promise<CentreOrderCounts> {
  return centreCounts(await repo.memberStatusCounts(db, memberId));
}

/** One order as its detail, cashier and cancel screens show it: goods and region in the reader's language. */
export async function memberOrderDetail(db: Executor, locale: Locale, memberId: number, orderNo: string): Promise<OrderDetailView> {
  const order = await findOrderOrThrow(db, orderNo, { kind: 'member', memberId });
  const [items, events] = await Promise.all([itemsOf(db, locale, [order.id]), repo.orderEvents(db, order.id)]);
  const names = new Map((items.get(order.id) ?? []).map((i) => [i.id, i.name]));
  return {
    ...toView(order, items.get(order.id) ?? []),
    address: { consignee: order.consignee, mobile: order.mobile, region: orderRegionLine(order.province_code, order.region, locale), address: order.address },
    cancelReason: order.cancel_reason && readStoredWords(order.cancel_reason, locale),
    refundReason: order.refund_reason,
    logistics:
      order.carrier && order.tracking_no
        ? { carrier: carrierName(order.carrier, locale), trackingNo: order.tracking_no, trackUrl: trackingUrl(order.carrier, order.tracking_no) }
        : null,
    shippedAt: order.shipped_at,
    receivedAt: order.received_at,
    timeline: events.map((e) => ({ kind: e.kind, detail: readTimelineDetail(e.kind, e.detail, locale, (id) => names.get(id)), at: e.created_at })),
  };
}

/** Where the parcel is: the carrier and the shipping, tracking and receipt steps of the timeline. */
export async function memberLogistics(db: Executor, locale: Locale, memberId: number, orderNo: string) {
  const detail = await memberOrderDetail(db, locale, memberId, orderNo);
  return { logistics: detail.logistics, events: detail.timeline.filter((e) => (LOGISTICS_STEPS as readonly string[]).includes(e.kind)) };
}

export type OrderItemRow = repo.OrderItemRow;

/** The order's items as they were bought. */
export function orderItemsOf(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  return repo.orderItems(db, [orderId]);
}
