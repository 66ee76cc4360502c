/**
 * Order states and the moves between them (DESIGN §6). Every move in the services is a conditional
 * update `WHERE status IN (from...)`, so when two requests race, one wins and the other sees the state
 * it no longer may leave.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderAction =
  | 'pay'
  | 'cancel'
  | 'expire'
  | 'close'
  | 'refund'
  | 'ship'
  | 'confirmReceipt'
  | 'requestRefund'
  | 'approveRefund'
  | 'rejectRefund'
  | 'complete'
  | 'delete';

/** Which states each action may start from, and where it leads (null: the state stays). */
export const TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus | null }> = {
  pay: { from: ['pending_payment'], to: 'paid' },
  cancel: { from: ['pending_payment'], to: 'cancelled' },
  expire: { from: ['pending_payment'], to: 'cancelled' },
  close: { from: ['pending_payment'], to: 'cancelled' },
  // Not yet shipped: the money goes straight back; nothing has left the warehouse.
  refund: { from: ['paid'], to: 'refunded' },
  ship: { from: ['paid'], to: 'shipped' },
  confirmReceipt: { from: ['shipped'], to: 'received' },
  requestRefund: { from: ['shipped', 'received'], to: 'refund_requested' },
  approveRefund: { from: ['refund_requested'], to: 'refunded' },
  // Back to where the request came from: shipped when it has no receipt yet, else received.
  rejectRefund: { from: ['refund_requested'], to: null },
  complete: { from: ['received'], to: 'completed' },
  delete: { from: ['completed', 'cancelled', 'refunded'], to: null },
};

export function canDo(action: OrderAction, status: OrderStatus): boolean {
  return TRANSITIONS[action].from.includes(status);
}

/** The tabs of the order list and the states each one shows. */
export const ORDER_TABS = {
  all: ORDER_STATUSES,
  toPay: ['pending_payment'],
  toShip: ['paid'],
  toReceive: ['shipped'],
  toEvaluate: ['received'],
  completed: ['completed'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;

/** What the member may do with an order in its state, in the order the buttons appear. */
export function memberActions(status: OrderStatus): OrderAction[] {
  const member: OrderAction[] = ['pay', 'cancel', 'confirmReceipt', 'refund', 'requestRefund', 'delete'];
  return member.filter((action) => canDo(action, status));
}
