import { sql, type Kysely } from 'kysely';
import type { Database, Executor } from '../db/schema.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { OrderDetailView, OrderItemView, OrderView } from '../../lib/schemas/order-view.ts';
import { memberActions, ORDER_TABS, type OrderStatus, type OrderTab } from './states.ts';
import { findOrderOrThrow, type OrderRow } from './transition.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function itemsOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderItemView[]>> {
  const byOrder = new Map<number, OrderItemView[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push({
      id: r.id,
      goodsId: r.goods_id,
      skuId: r.sku_id,
      name: r.name,
      spec: r.spec,
      image: r.image,
      unitPrice: Number(r.unit_price),
      quantity: r.quantity,
      amount: Number(r.amount),
      reviewed: r.reviewed === 1,
    });
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}

function toView(order: OrderRow, items: OrderItemView[]): OrderView {
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

/** The member's orders in a tab, newest first, optionally matching an order number or a goods name. */
export async function memberOrders(
  db: Kysely<Database>,
  memberId: number,
  q: { status: OrderTab; keyword?: string; page: number; pageSize: number },
): Promise<Page<OrderView>> {
  let base = db
    .selectFrom('orders')
    .where('member_id', '=', memberId)
    .where('hidden', '=', 0)
    .where('status', 'in', [...ORDER_TABS[q.status]]);
  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('order_no', '=', keyword),
        eb.exists(
          eb
            .selectFrom('order_items')
            .select('order_items.id')
            .whereRef('order_items.order_id', '=', 'orders.id')
            .where(sql<boolean>`lower(order_items.name) like lower(${like}) escape '\\'`),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = await itemsOf(db, rows.map((r) => r.id));
  return { list: rows.map((r) => toView(r, items.get(r.id) ?? [])), total: Number(count.n), page: q.page, pageSize: q.pageSize };
}

/** How many orders the member has in each tab, for the tab badges and the personal centre. */
export async function orderCounts(db: Kysely<Database>, memberId: number): Promise<Record<OrderTab, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .where('hidden', '=', 0)
    .groupBy('status')
    .execute();
  const byStatus = new Map(rows.map((r) => [r.status, Number(r.n)]));
  const tabs = Object.keys(ORDER_TABS) as OrderTab[];
  return Object.fromEntries(
    tabs.map((tab) => [tab, ORDER_TABS[tab].reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0)]),
  ) as Record<OrderTab, number>;
}

export async function memberOrderDetail(db: Kysely<Database>, memberId: number, orderNo: string): Promise<OrderDetailView> {
  const order = await findOrderOrThrow(db, orderNo, { kind: 'member', memberId });
  const [items, events] = await Promise.all([
    itemsOf(db, [order.id]),
    db.selectFrom('order_events').select(['kind', 'detail', 'created_at']).where('order_id', '=', order.id).orderBy('id').execute(),
  ]);
  return {
    ...toView(order, items.get(order.id) ?? []),
    address: { consignee: order.consignee, mobile: order.mobile, region: order.region, address: order.address },
    cancelReason: order.cancel_reason,
    refundReason: order.refund_reason,
    logistics: order.carrier && order.tracking_no ? { carrier: order.carrier, trackingNo: order.tracking_no } : null,
    shippedAt: order.shipped_at,
    receivedAt: order.received_at,
    timeline: events.map((e) => ({ kind: e.kind, detail: e.detail, at: e.created_at })),
  };
}
