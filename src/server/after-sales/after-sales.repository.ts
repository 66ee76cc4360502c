import type { Updateable } from 'kysely';
import type { AfterSalesTable, Executor } from '../db/schema.ts';
import type { AfterSalesStatus } from '../../lib/after-sales.ts';

/** The order line a member asks about, with what the rules need: its order's state and receipt, the goods' promises. */
export function memberLine(db: Executor, memberId: number, orderItemId: number) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('goods as g', 'g.id', 'i.goods_id')
    .select(['i.id', 'i.order_id', 'i.refunded_at', 'o.order_no', 'o.status', 'o.received_at', 'o.member_id', 'g.services'])
    .where('i.id', '=', orderItemId)
    .where('o.member_id', '=', memberId)
    .where('o.hidden', '=', 0)
    .executeTakeFirst();
}

export async function insertRequest(db: Executor, row: { orderId: number; orderItemId: number; memberId: number; type: string; reason: string; note: string; images: string }, now: string): Promise<number> {
  const inserted = await db
    .insertInto('after_sales')
    .values({ order_id: row.orderId, order_item_id: row.orderItemId, member_id: row.memberId, type: row.type, reason: row.reason, note: row.note, images: row.images, status: 'requested', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function openRequestOfLine(db: Executor, orderItemId: number) {
  return db.selectFrom('after_sales').select(['id', 'status']).where('order_item_id', '=', orderItemId).where('status', 'in', ['requested', 'approved', 'returning']).executeTakeFirst();
}

const withLine = (db: Executor) =>
  db
    .selectFrom('after_sales as a')
    .innerJoin('order_items as i', 'i.id', 'a.order_item_id')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select([
      'a.id',
      'a.order_item_id',
      'a.member_id',
      'a.type',
      'a.reason',
      'a.note',
      'a.images',
      'a.status',
      'a.refuse_reason',
      'a.carrier',
      'a.tracking_no',
      'a.refund_amount',
      'a.decided_by',
      'a.created_at',
      'a.updated_at',
      'o.order_no',
      'i.goods_id',
      'i.name',
      'i.spec',
      'i.image',
      'i.quantity',
      'i.amount',
      'm.account',
    ]);

export type AfterSalesRow = Awaited<ReturnType<ReturnType<typeof withLine>['executeTakeFirstOrThrow']>>;

export function findRequest(db: Executor, id: number, memberId?: number): Promise<AfterSalesRow | undefined> {
  let q = withLine(db).where('a.id', '=', id);
  if (memberId !== undefined) q = q.where('a.member_id', '=', memberId);
  return q.executeTakeFirst();
}

export async function memberRequests(db: Executor, memberId: number, page: number, pageSize: number) {
  const [list, count] = await Promise.all([
    withLine(db).where('a.member_id', '=', memberId).orderBy('a.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    db.selectFrom('after_sales').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

export async function consoleRequests(db: Executor, q: { status?: AfterSalesStatus; page: number; pageSize: number }) {
  let base = withLine(db);
  let counted = db.selectFrom('after_sales').select((eb) => eb.fn.countAll<number>().as('n'));
  if (q.status) {
    base = base.where('a.status', '=', q.status);
    counted = counted.where('status', '=', q.status);
  }
  const [list, count] = await Promise.all([base.orderBy('a.id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(), counted.executeTakeFirstOrThrow()]);
  return { list, total: Number(count.n) };
}

/** Moves the request to `to` if it is still in one of `from`; true when this call made the move. */
export async function moveRequest(db: Executor, id: number, from: readonly AfterSalesStatus[], to: AfterSalesStatus, changes: Updateable<AfterSalesTable>, now: string, memberId?: number): Promise<boolean> {
  let q = db.updateTable('after_sales').set({ ...changes, status: to, updated_at: now }).where('id', '=', id).where('status', 'in', [...from]);
  if (memberId !== undefined) q = q.where('member_id', '=', memberId);
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Open requests of the member's orders, for the personal centre's counter. */
export async function openCount(db: Executor, memberId: number): Promise<number> {
  const row = await db.selectFrom('after_sales').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('status', 'in', ['requested', 'approved', 'returning']).executeTakeFirstOrThrow();
  return Number(row.n);
}
