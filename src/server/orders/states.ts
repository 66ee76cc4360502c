import { ORDER_STATUSES, ORDER_TABS, type OrderAction, type OrderStatus, type OrderTab } from '../../lib/schemas/order-view.ts';

export { ORDER_STATUSES, ORDER_TABS };
export type { OrderAction, OrderStatus, OrderTab };

/**
 * Order states and the moves between them (DESIGN §6). Every move in the services is a conditional
 * update `WHERE status IN (from...)`, so when two requests race, one wins and the other sees the state
 * it no longer may leave.
 */

/** Which states each action may start from, and where it leads (null: the state stays). */
export const TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus | null }> = {
  pay: { from: ['pending_payment'], to: 'paid' },
  cancel: { from: ['pending_payment'], to: 'cancelled' },
  expire: { from: ['pending_payment'], to: 'cancelled' },
  close: { from: ['pending_payment'], to: 'cancelled' },
  // Not yet shipped: the money goes straight back; nothing has left the warehouse.
  refund: { from: ['paid'], to: 'refunded' },
  ship: { from: ['paid'], to: 'shipped' },
  // Tracking news, while the parcel is on its way or delivered (also while a refund is being decided).
  logistics: { from: ['shipped', 'received', 'refund_requested'], to: null },
  confirmReceipt: { from: ['shipped'], to: 'received' },
  requestRefund: { from: ['shipped', 'received'], to: 'refund_requested' },
  approveRefund: { from: ['refund_requested'], to: 'refunded' },
  // Back to where the request came from: shipped when it has no receipt yet, else received.
  rejectRefund: { from: ['refund_requested'], to: null },
  // Reviews of some items: the order stays where it is (the move locks it while the reviews are written).
  evaluate: { from: ['received'], to: null },
  // The last item reviewed; or, with autoComplete, the review window closed with items left unreviewed.
  complete: { from: ['received'], to: 'completed' },
  autoComplete: { from: ['received'], to: 'completed' },
  delete: { from: ['completed', 'cancelled', 'refunded'], to: null },
};

export function canDo(action: OrderAction, status: OrderStatus): boolean {
  return TRANSITIONS[action].from.includes(status);
}

/** Timeline steps that tell where the parcel is: what order/logistics shows. */
export const LOGISTICS_STEPS: readonly OrderAction[] = ['ship', 'logistics', 'confirmReceipt'];

/** What the member may do with an order in its state, in the order the buttons appear. */
export function memberActions(status: OrderStatus): OrderAction[] {
  const member: OrderAction[] = ['pay', 'cancel', 'confirmReceipt', 'evaluate', 'refund', 'requestRefund', 'delete'];
  return member.filter((action) => canDo(action, status));
}
