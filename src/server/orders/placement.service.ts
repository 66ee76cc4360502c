import { randomInt } from 'node:crypto';
import type { Executor, Trx } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import * as repo from './order.repository.ts';
import { addEvent } from './transition.ts';

/** Order numbers read as the time of purchase followed by six random digits: 20 digits, unique by index. */
export function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The order a copy of this submission already placed, if one did. */
export function orderNoOfRequest(db: Executor, memberId: number, requestId: string): Promise<string | undefined> {
  return repo.findOrderNoByRequest(db, memberId, requestId);
}

export type NewOrder = repo.NewOrder;
/** An item to place: its SKU, how many, its price then, and the name shown when its stock runs short. */
export type PlacedItem = repo.NewOrderItem;

/**
 * Places the order inside the caller's transaction: each SKU's stock is taken by a conditional update
 * (always in SKU order, so two orders sharing SKUs never wait on each other's locks in a circle), then
 * the order, its items and its first timeline event are written. A SKU short of stock throws. Answers the
 * order's id and the goods of which the order took a SKU's last unit (their pages now say sold out).
 */
export async function placeOrder(trx: Trx, order: NewOrder, items: PlacedItem[], now: Date): Promise<{ orderId: number; soldOutGoods: number[] }> {
  const soldOutGoods = new Set<number>();
  for (const item of [...items].sort((a, b) => a.sku_id - b.sku_id)) {
    const left = await repo.takeStock(trx, item.sku_id, item.quantity);
    if (left === undefined) throw new DomainError('order.stockShort', { name: item.name });
    if (left === 0) soldOutGoods.add(item.goods_id);
  }
  const orderId = await repo.insertOrder(trx, order, items);
  await addEvent(trx, orderId, 'submit', { kind: 'member', memberId: order.member_id }, null, now);
  return { orderId, soldOutGoods: [...soldOutGoods] };
}
