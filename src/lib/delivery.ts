import type { OrderStatus } from './schemas/order-view.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The shop's shipping promise: paid orders leave the warehouse within 48 hours (the help page "Delivery
 * methods" says so), and a parcel travels `transitDays` (DELIVERY_DAYS) from shipping to the door.
 */
export const SHIP_WITHIN_HOURS = 48;

interface OrderMoments {
  status: OrderStatus;
  paidAt: string | null;
  shippedAt: string | null;
}

/**
 * When the parcel should arrive, as an instant the shopper's page prints as a date: from the shipping moment
 * once shipped, from payment plus the shipping promise while it waits to ship; null when nothing is on its way
 * (unpaid, cancelled, refunded, received or completed: the date would promise what no longer applies).
 */
export function expectedDelivery(order: OrderMoments, transitDays: number): string | null {
  if (order.status === 'shipped' && order.shippedAt) return addHours(order.shippedAt, transitDays * 24);
  if (order.status === 'paid' && order.paidAt) return addHours(order.paidAt, SHIP_WITHIN_HOURS + transitDays * 24);
  return null;
}

function addHours(at: string, hours: number): string | null {
  const start = new Date(at).getTime();
  return Number.isNaN(start) ? null : new Date(start + hours * HOUR).toISOString();
}
