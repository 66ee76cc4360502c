import type { Executor } from '../db/schema.ts';
import { DomainError, StateChangedError } from '../errors.ts';
import { post } from '../balance/ledger.ts';
import * as refunds from './line-refund.repository.ts';
import * as repo from './order.repository.ts';
import type { OrderStatus } from './states.ts';
import { addEvent, findOrderOrThrow, type Actor } from './transition.ts';

/**
 * Refunds by line (decision 068). Money goes back by the route it came, the member's balance, with a ledger line;
 * units go back on the shelf only while nothing has left the warehouse; refunded units leave the goods' sales.
 * A line is refunded once: its row says so, and marking it is a conditional update. The order keeps its state
 * while lines are left; the refund that takes its last line takes the freight with it and ends it refunded.
 */

/**
 * States an operator refunds from: paid (units back on the shelf), shipped and received (the parcel is out), and a
 * member's refund request, which a refund of some lines settles (the order goes back to where the request came from).
 */
export const REFUNDABLE: readonly OrderStatus[] = ['paid', 'shipped', 'received', 'refund_requested'];

/** Where a refund of some of an order's lines leaves it: where it was, or, for a request, where the request came from. */
export function afterLineRefund(order: { status: string; received_at: string | null }): OrderStatus | null {
  if (order.status !== 'refund_requested') return null;
  return order.received_at ? 'received' : 'shipped';
}

interface Line {
  id: number;
  goodsId: number;
  skuId: number;
  quantity: number;
  amount: number;
}

const lineOf = (i: repo.OrderItemRow): Line => ({ id: i.id, goodsId: i.goods_id, skuId: i.sku_id, quantity: i.quantity, amount: Number(i.amount) });

/**
 * What goes back for each line: its amount; when these are the order's last lines, the rest of what was paid
 * (the freight) rides on the last of them, so a whole order always returns exactly what the member paid.
 */
export function refundAmounts(lines: readonly Line[], rest: { last: boolean; payAmount: number; refunded: number }): { id: number; amount: number }[] {
  const amounts = lines.map((l) => ({ id: l.id, amount: l.amount }));
  const left = rest.payAmount - rest.refunded;
  const goods = amounts.reduce((sum, l) => sum + l.amount, 0);
  if (rest.last && amounts.length > 0) amounts.at(-1)!.amount += left - goods;
  else if (goods > left) throw new DomainError('admin.order.nothingToRefund');
  return amounts;
}

/** Gives back `lines` of an order already locked by its move, with the money, units and sales they carry. */
async function giveBack(trx: Executor, order: repo.OrderRow, lines: readonly Line[], last: boolean, options: { restock: boolean; note?: string | null }, now: Date): Promise<number> {
  const amounts = refundAmounts(lines, { last, payAmount: Number(order.pay_amount), refunded: await refunds.refundedTotal(trx, order.id) });
  if ((await refunds.markRefunded(trx, order.id, amounts, now)) !== lines.length) throw new DomainError('admin.order.lineRefunded');
  const total = amounts.reduce((sum, l) => sum + l.amount, 0);
  if (total > 0) await post(trx, { memberId: order.member_id, type: 'refund', amount: total, orderNo: order.order_no, note: options.note ?? null }, now);
  if (options.restock) await refunds.restockLines(trx, lines);
  await refunds.untallyLines(trx, lines);
  return total;
}

/**
 * The rest of an order goes back whole (a member's refund before shipping, an approved refund request): the lines
 * not refunded yet, and what was paid less what earlier line refunds returned. The caller has moved the order.
 */
export async function returnRest(trx: Executor, order: repo.OrderRow, now: Date): Promise<void> {
  const open = (await repo.orderItems(trx, [order.id])).filter((i) => i.refunded_at === null).map(lineOf);
  await giveBack(trx, order, open, true, { restock: true }, now);
}

/**
 * The operator refunds some lines of an order (none named: every line left) with a reason the member reads.
 * Inside the caller's transaction; the order's move comes first, so refunds of one order queue behind each other
 * and a line asked twice is refused with a reason. Returns the fen returned.
 */
export async function refundLines(trx: Executor, actor: Actor, orderNo: string, input: { itemIds: readonly number[]; reason: string }, now = new Date()): Promise<number> {
  const order = await findOrderOrThrow(trx, orderNo, actor);
  if (!REFUNDABLE.includes(order.status as OrderStatus)) throw new StateChangedError('admin.order.notRefundable');
  const items = await repo.orderItems(trx, [order.id]);
  const asked = [...new Set(input.itemIds)];
  for (const id of asked) {
    const item = items.find((i) => i.id === id);
    if (!item) throw new DomainError('admin.order.lineNotInOrder');
    if (item.refunded_at !== null) throw new DomainError('admin.order.lineRefunded', { name: item.name });
  }
  const open = items.filter((i) => i.refunded_at === null);
  const chosen = asked.length > 0 ? open.filter((i) => asked.includes(i.id)) : open;
  const last = chosen.length === open.length;
  // A request is settled only from the request the operator saw; otherwise a parcel shipped meanwhile is fine
  // (read again below), a request made meanwhile is not: the operator should see it first.
  const from = order.status === 'refund_requested' ? (['refund_requested'] as const) : REFUNDABLE.filter((s) => s !== 'refund_requested');
  const to = last ? 'refunded' : afterLineRefund(order);
  const moved = await repo.moveOrder(trx, order.id, from, to, last ? { refund_reason: input.reason, finished_at: now.toISOString() } : {}, now);
  if (!moved) throw new StateChangedError('admin.order.notRefundable');
  // Read again under the move's lock: a parcel shipped meanwhile keeps its units out of the shelf.
  const locked = (await repo.findOrder(trx, orderNo)) ?? order;
  const total = await giveBack(trx, locked, chosen.map(lineOf), last, { restock: locked.shipped_at === null, note: input.reason }, now);
  await addEvent(trx, order.id, last ? 'operatorRefund' : 'refundLines', actor, input.reason, now);
  return total;
}
