import type { MessageKey } from './i18n/messages.ts';
import { CENTRE_COUNTERS, type CentreCounter, type OrderItemView, type OrderStatus, type OrderView } from './schemas/order-view.ts';

export type { MemberOrderDetailView, OrderDetailView, OrderItemView, OrderStatus, OrderTab, OrderView } from './schemas/order-view.ts';

/** What a member can do with an order from the order screens, in the order the buttons appear. */
export type OrderButton =
  | 'delete'
  | 'buyAgain'
  | 'refund'
  | 'requestRefund'
  | 'logistics'
  | 'cancel'
  | 'followUp'
  | 'evaluate'
  | 'confirmReceipt'
  | 'pay';

const BUTTON_ORDER: readonly OrderButton[] = ['delete', 'buyAgain', 'refund', 'requestRefund', 'logistics', 'cancel', 'followUp', 'evaluate', 'confirmReceipt', 'pay'];

/** The next step the member is waiting for; it gets the filled button. */
export const PRIMARY_BUTTONS: ReadonlySet<OrderButton> = new Set(['pay', 'confirmReceipt', 'evaluate']);

/** States in which a parcel has left the warehouse, so there is something to track. */
const SHIPPED_STATES: ReadonlySet<OrderStatus> = new Set(['shipped', 'received', 'completed', 'refund_requested']);

/** States in which a reviewed item may still get its one follow-up (the server's rule, src/server/reviews/states.ts). */
const FOLLOW_UP_STATES: ReadonlySet<OrderStatus> = new Set(['received', 'completed']);

type ReviewMarks = Pick<OrderItemView, 'id' | 'reviewed' | 'followedUp'>;

/** The first item whose review still waits for its follow-up, if any. */
export const awaitingFollowUp = (items: readonly ReviewMarks[]) => items.find((i) => i.reviewed && !i.followedUp);

export const STATUS_LABEL: Record<OrderStatus, MessageKey> = {
  pending_payment: 'order.status.pendingPayment',
  paid: 'order.status.paid',
  shipped: 'order.status.shipped',
  received: 'order.status.received',
  completed: 'order.status.completed',
  cancelled: 'order.status.cancelled',
  refund_requested: 'order.status.refundRequested',
  refunded: 'order.status.refunded',
};

type Timing = Pick<OrderView, 'status' | 'payDeadline'>;

/**
 * An unpaid order whose time ran out. The server cancels it within a short while; until then the
 * screens already treat it as cancelled, so it is never offered for payment.
 */
export function isOverdue(order: Timing, now: number): boolean {
  return order.status === 'pending_payment' && Date.parse(order.payDeadline) <= now;
}

export function shownStatus(order: Timing, now: number): OrderStatus {
  return isOverdue(order, now) ? 'cancelled' : order.status;
}

/**
 * The buttons an order shows. The server's `actions` say which moves it allows now; the rest
 * (track the parcel, review, follow up a review, buy again) follow from the state and the items. `hasLogistics` is known on the detail
 * screen; in the list the state decides.
 */
export function orderButtons(order: Timing & Pick<OrderView, 'actions'> & { items?: readonly ReviewMarks[] }, now: number, hasLogistics?: boolean): OrderButton[] {
  const status = shownStatus(order, now);
  const allowed = new Set<OrderButton>();
  const isButton = (action: string): action is OrderButton => (BUTTON_ORDER as readonly string[]).includes(action);
  if (status === order.status) for (const action of order.actions) if (isButton(action)) allowed.add(action);
  if (status !== 'pending_payment') allowed.add('buyAgain');
  if (status === 'received') allowed.add('evaluate');
  if (FOLLOW_UP_STATES.has(status) && awaitingFollowUp(order.items ?? [])) allowed.add('followUp');
  if (hasLogistics ?? SHIPPED_STATES.has(status)) allowed.add('logistics');
  return BUTTON_ORDER.filter((button) => allowed.has(button));
}

/** The counters from how many of the member's orders are in each state. */
export function centreCounts(byStatus: ReadonlyMap<string, number>): Record<CentreCounter, number> {
  const count = (states: readonly OrderStatus[]) => states.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  return { toPay: count(CENTRE_COUNTERS.toPay), toShip: count(CENTRE_COUNTERS.toShip), toReceive: count(CENTRE_COUNTERS.toReceive), toEvaluate: count(CENTRE_COUNTERS.toEvaluate), refund: count(CENTRE_COUNTERS.refund) };
}
