import { isPostgres } from '../db/migrations/helpers.ts';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor, OrderItemsTable, OrdersTable } from '../db/schema.ts';
import type { OrderStatus } from './states.ts';

/** All SQL of orders: their rows, items and timelines. The rules that decide what to write are in the services. */

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type NewOrder = Insertable<OrdersTable>;
export type NewOrderItem = Omit<Insertable<OrderItemsTable>, 'order_id'>;
/** Columns a move may set besides the status. */
export type OrderChanges = Omit<Updateable<OrdersTable>, 'id' | 'status' | 'updated_at'>;

/** An order by number; with `memberId`, only that member's own orders that they have not deleted. */
export function findOrder(db: Executor, orderNo: string, memberId?: number): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('order_no', '=', orderNo);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId).where('hidden', '=', 0);
  return query.executeTakeFirst();
}

/** A member's order, its row held until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
export function lockOrder(db: Executor, orderNo: string, memberId: number): Promise<OrderRow | undefined> {
  const query = db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).where('member_id', '=', memberId);
  return (isPostgres(db as never) ? query.forUpdate() : query).executeTakeFirst();
}

/** The order a member's submission created, by the request id the checkout sent. */
export async function findOrderNoByRequest(db: Executor, memberId: number, requestId: string): Promise<string | undefined> {
  const row = await db.selectFrom('orders').select('order_no').where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
  return row?.order_no;
}

export async function insertOrder(db: Executor, order: NewOrder, items: NewOrderItem[]): Promise<number> {
  const { id } = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('order_items').values(items.map((item) => ({ ...item, order_id: id }))).execute();
  return id;
}

/**
 * Moves the order to `to` (or keeps its status when null) if it is still in one of `from`: the
 * conditional update that gives a race one winner. True when this call made the move.
 */
export async function moveOrder(db: Executor, id: number, from: readonly OrderStatus[], to: OrderStatus | null, changes: OrderChanges, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...changes, ...(to ? { status: to } : {}), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvent(db: Executor, event: { orderId: number; kind: string; actor: string; detail: string | null }, now: Date): Promise<void> {
  await db
    .insertInto('order_events')
    .values({ order_id: event.orderId, kind: event.kind, detail: event.detail, actor: event.actor, created_at: now.toISOString() })
    .execute();
}

export function orderEvents(db: Executor, orderId: number) {
  return db.selectFrom('order_events').select(['kind', 'detail', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
}

/** The items of some orders, in the order they were bought. */
export function orderItems(db: Executor, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

/** The items of some orders whose review already has its follow-up. */
export async function followedUpItems(db: Executor, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .select('r.order_item_id')
    .where('i.order_id', 'in', orderIds)
    .where('r.follow_up_at', 'is not', null)
    .execute();
  return new Set(rows.map((r) => Number(r.order_item_id)));
}

/**
 * Takes `quantity` units off a SKU if it still holds them (`stock >= quantity` in the same statement,
 * so concurrent buyers of the last units get exactly the stock there is). The stock left when taken,
 * undefined when not.
 */
export async function takeStock(db: Executor, skuId: number, quantity: number): Promise<number | undefined> {
  const taken = await db
    .updateTable('skus')
    .set({ stock: sql<number>`stock - ${quantity}` })
    .where('id', '=', skuId)
    .where('stock', '>=', quantity)
    .returning('stock')
    .executeTakeFirst();
  return taken === undefined ? undefined : Number(taken.stock);
}

/** Puts the order's units back on their SKUs (cancel, expiry, refund). */
export async function restock(db: Executor, orderId: number): Promise<void> {
  for (const item of await orderItems(db, [orderId])) {
    await db.updateTable('skus').set({ stock: sql<number>`stock + ${item.quantity}` }).where('id', '=', item.sku_id).execute();
  }
}

/**
 * Tallies the order's units per goods as sold (sign 1) or taken back (sign -1): rows added, no goods row
 * touched, so payments of the same goods do not wait for each other. catalogue/sales.service.ts adds the
 * tally to goods.sales.
 */
export async function tallySales(db: Executor, orderId: number, sign: 1 | -1): Promise<void> {
  await db
    .insertInto('sales_tally')
    .columns(['goods_id', 'units'])
    .expression(
      db
        .selectFrom('order_items')
        .select(['goods_id', sql<number>`sum(quantity) * ${sign}`.as('units')])
        .where('order_id', '=', orderId)
        .groupBy('goods_id'),
    )
    .execute();
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of a member's visible orders in some states, newest first, optionally those whose number is
 * `keyword` or that hold goods whose name (as bought, or now in any language) contains it; with the total for paging.
 */
export async function memberOrderPage(db: Executor, memberId: number, q: { statuses: readonly OrderStatus[]; keyword?: string; page: number; pageSize: number }) {
  let base = db.selectFrom('orders').where('member_id', '=', memberId).where('hidden', '=', 0).where('status', 'in', [...q.statuses]);
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
        // The list shows names in the reader's language, so a name in any language finds the order.
        eb.exists(
          eb
            .selectFrom('order_items')
            .innerJoin('goods_i18n', 'goods_i18n.goods_id', 'order_items.goods_id')
            .select('order_items.id')
            .whereRef('order_items.order_id', '=', 'orders.id')
            .where(sql<boolean>`lower(goods_i18n.name) like lower(${like}) escape '\\'`),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** How many visible orders the member has in each state. */
export async function memberStatusCounts(db: Executor, memberId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .where('hidden', '=', 0)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The latest orders for the operator, optionally in one state, with the buyer's account. */
export function latestOrders(db: Executor, status: OrderStatus | undefined, limit: number) {
  let query = db
    .selectFrom('orders')
    .innerJoin('members', 'members.id', 'orders.member_id')
    .select(['orders.order_no', 'orders.status', 'orders.pay_amount', 'orders.created_at', 'members.account'])
    .orderBy('orders.id', 'desc')
    .limit(limit);
  if (status) query = query.where('orders.status', '=', status);
  return query.execute();
}

/** Orders in `status` whose `column` time is at or before `before` (payment deadlines, shipping and receipt dates), oldest first. */
export function ordersDue(db: Executor, status: OrderStatus, column: 'pay_deadline' | 'shipped_at' | 'received_at', before: Date, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('status', '=', status).where(column, '<=', before.toISOString()).orderBy('id').limit(limit).execute();
}
