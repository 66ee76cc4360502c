import { addressLine } from '../../lib/address.ts';
import { carrierName, trackingUrl } from '../../lib/carriers.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { ORDER_SORTS } from '../../lib/schemas/order-admin.ts';
import { storedPriceLabel } from '../../lib/pricing.ts';
import { orderRegionLine } from '../address/region-names.ts';
import type { Executor } from '../db/schema.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import * as admin from './order-admin.repository.ts';
import { itemTexts } from './item-texts.ts';
import { REFUNDABLE } from './line-refund.service.ts';
import * as repo from './order.repository.ts';
import { CORRECTABLE } from './shipment.service.ts';
import { readStoredWords } from './operator-words.ts';
import { readTimelineDetail } from './timeline-detail.ts';
import { TRANSITIONS, type OrderAction, type OrderStatus } from './states.ts';
import { findOrderOrThrow } from './transition.ts';

/** What the operator may do with an order in its state: the console shows these buttons, in this order. */
const OPERATOR_ACTIONS: OrderAction[] = ['ship', 'logistics', 'approveRefund', 'rejectRefund', 'close'];
export type OperatorOrderAction = OrderAction | 'refundLines' | 'correctShipment';
export function operatorActions(status: OrderStatus): OperatorOrderAction[] {
  const moves: OperatorOrderAction[] = OPERATOR_ACTIONS.filter((a) => TRANSITIONS[a].from.includes(status));
  if (REFUNDABLE.includes(status)) moves.push('refundLines');
  if (CORRECTABLE.includes(status)) moves.push('correctShipment');
  return moves;
}

/** A page of every member's orders; a sort the list does not offer falls back to newest first. */
export async function adminOrders(db: Executor, q: { status?: OrderStatus; q?: string; from?: string; to?: string; sort?: string; page: number; pageSize: number; order?: 'asc' | 'desc' }) {
  const sort = ORDER_SORTS.find((s) => s === q.sort);
  const { rows, total } = await admin.adminOrderPage(db, { ...q, sort, desc: q.order !== 'asc' });
  const list = rows.map((r) => ({
    id: r.order_no,
    orderNo: r.order_no,
    status: r.status as OrderStatus,
    payAmount: Number(r.pay_amount),
    freight: Number(r.freight),
    consignee: r.consignee,
    account: r.account,
    createdAt: r.created_at,
    paidAt: r.paid_at,
    shippedAt: r.shipped_at,
  }));
  return { list, total, page: q.page, pageSize: q.pageSize } satisfies Page<unknown>;
}

/**
 * Who made a move on the timeline, as the operator reads it: the buyer's account, the console account of the
 * operator (none for moves made at the terminal), or the shop's own jobs.
 */
export function actorOf(stored: string, buyerId: number, buyerAccount: string | undefined): { kind: 'member' | 'operator' | 'system'; name: string | null } {
  const [kind, who] = stored.split(/:(.*)/s) as [string, string | undefined];
  if (kind === 'member') return { kind, name: who === String(buyerId) && buyerAccount ? buyerAccount : (who ?? null) };
  if (kind === 'operator') return { kind, name: who || null };
  return { kind: 'system', name: null };
}

/**
 * One order as the operator sees it: buyer, address, lines (goods named in the operator's language, as the shop
 * names them for a reader), money, shipping and the full timeline.
 */
export async function adminOrderDetail(db: Executor, orderNo: string, locale: Locale = 'zh') {
  const order = await findOrderOrThrow(db, orderNo, { kind: 'operator' });
  const [items, events, buyer] = await Promise.all([repo.orderItems(db, [order.id]), admin.orderTimeline(db, order.id), admin.orderBuyer(db, order.member_id)]);
  const texts = await itemTexts(db, locale, items);
  const itemNames = new Map(items.map((i) => [i.id, texts.get(i.id)?.name ?? i.name]));
  const status = order.status as OrderStatus;
  return {
    id: order.order_no,
    orderNo: order.order_no,
    status,
    account: buyer?.account ?? '',
    goodsAmount: Number(order.goods_amount),
    freight: Number(order.freight),
    payAmount: Number(order.pay_amount),
    buyerMessage: order.buyer_message,
    consignee: order.consignee,
    mobile: order.mobile,
    address: addressLine(orderRegionLine(order.province_code, order.region, 'zh'), order.address, 'zh'),
    carrier: order.carrier,
    carrierName: order.carrier === null ? null : carrierName(order.carrier, locale),
    trackingNo: order.tracking_no,
    trackUrl: order.carrier && order.tracking_no ? trackingUrl(order.carrier, order.tracking_no) : null,
    refundedAmount: items.reduce((sum, i) => sum + Number(i.refund_amount ?? 0), 0),
    cancelReason: order.cancel_reason && readStoredWords(order.cancel_reason, locale),
    refundReason: order.refund_reason,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    shippedAt: order.shipped_at,
    payDeadline: order.pay_deadline,
    actions: operatorActions(status),
    items: items.map((i) => ({
      id: i.id,
      name: texts.get(i.id)?.name ?? i.name,
      spec: texts.get(i.id)?.spec ?? i.spec,
      image: i.image,
      unitPrice: Number(i.unit_price),
      priceLabel: storedPriceLabel(i.price_label),
      marketPrice: i.market_price === null ? null : Number(i.market_price),
      quantity: i.quantity,
      amount: Number(i.amount),
      refundedAt: i.refunded_at,
      refundAmount: i.refund_amount === null ? null : Number(i.refund_amount),
    })),
    timeline: events.map((e) => ({ id: e.id, kind: e.kind, detail: readTimelineDetail(e.kind, e.detail, locale, (id) => itemNames.get(id)), by: actorOf(e.actor, order.member_id, buyer?.account), createdAt: e.created_at })),
  };
}
