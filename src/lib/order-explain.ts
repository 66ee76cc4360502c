import type { MessageKey } from './i18n/messages.ts';
import { shownStatus, type OrderDetailView, type OrderStatus } from './order-state.ts';
import { CANCEL_REASONS, type CancelReason } from './schemas/order.ts';

const CANCEL_REASON_TEXT: Record<CancelReason, MessageKey> = {
  noLongerWanted: 'order.cancelReason.noLongerWanted',
  wrongAddress: 'order.cancelReason.wrongAddress',
  wrongGoods: 'order.cancelReason.wrongGoods',
  betterPrice: 'order.cancelReason.betterPrice',
  payTrouble: 'order.cancelReason.payTrouble',
  other: 'order.cancelReason.other',
};

/** The words for a reason a member chose from the list; null for anything else (an operator's own text). */
export function cancelReasonKey(value: string): MessageKey | null {
  return (CANCEL_REASONS as readonly string[]).includes(value) ? CANCEL_REASON_TEXT[value as CancelReason] : null;
}

const SENTENCE: Record<OrderStatus, MessageKey> = {
  pending_payment: 'order.explain.pendingPayment',
  paid: 'order.explain.paid',
  shipped: 'order.explain.shipped',
  received: 'order.explain.received',
  completed: 'order.explain.completed',
  cancelled: 'order.explain.cancelled',
  refund_requested: 'order.explain.refundRequested',
  refunded: 'order.explain.refunded',
};

export type Reason = { key: MessageKey } | { text: string };

/** The cancel reason in words: a member's chosen reason translated, an operator's as written, or the timeout. */
function cancelReasonOf(order: Pick<OrderDetailView, 'status' | 'payDeadline' | 'cancelReason' | 'timeline'>, now: number): Reason | null {
  if (shownStatus(order, now) !== 'cancelled') return null;
  const reason = order.cancelReason;
  if (reason) {
    const key = cancelReasonKey(reason);
    return key ? { key } : { text: reason };
  }
  return { key: 'order.event.expire' };
}

/** What the state means for the member, and why it ended when it was cancelled or refunded. */
export function explainStatus(order: Pick<OrderDetailView, 'status' | 'payDeadline' | 'cancelReason' | 'refundReason' | 'timeline'>, now: number) {
  const status = shownStatus(order, now);
  const refund = (status === 'refunded' || status === 'refund_requested') && order.refundReason ? { text: order.refundReason } : null;
  return { sentence: SENTENCE[status], reason: cancelReasonOf(order, now) ?? refund };
}
