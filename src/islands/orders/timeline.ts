import type { MessageKey } from '../../lib/i18n/messages.ts';
import { cancelReasonKey } from '../../lib/order-explain.ts';
import { isOverdue, type OrderDetailView, type OrderStatus } from '../../lib/order-state.ts';

/** One line of the order's progress: a recorded event, or the step the order waits for now. */
export interface TimelineStep {
  kind: string;
  label: MessageKey;
  /** Extra words: a message key (a cancel reason) or the recorded text (tracking news, a refund reason). */
  detail: { key: MessageKey } | { text: string } | null;
  /** When it happened; null for the step still ahead. */
  at: string | null;
}

const EVENT_LABEL: Record<string, MessageKey> = {
  submit: 'order.event.submit',
  pay: 'order.event.pay',
  ship: 'order.event.ship',
  logistics: 'order.event.logistics',
  confirmReceipt: 'order.event.confirmReceipt',
  evaluate: 'order.event.evaluate',
  complete: 'order.event.complete',
  autoComplete: 'order.event.autoComplete',
  cancel: 'order.event.cancel',
  expire: 'order.event.expire',
  close: 'order.event.close',
  refund: 'order.event.refund',
  requestRefund: 'order.event.requestRefund',
  approveRefund: 'order.event.approveRefund',
  rejectRefund: 'order.event.rejectRefund',
  operatorRefund: 'order.event.operatorRefund',
  refundLines: 'order.event.refundLines',
  correctShipment: 'order.event.correctShipment',
};

const WAITING: Partial<Record<OrderStatus, MessageKey>> = {
  pending_payment: 'order.waiting.pay',
  paid: 'order.waiting.ship',
  shipped: 'order.waiting.receive',
  received: 'order.waiting.evaluate',
  refund_requested: 'order.waiting.refundReview',
};

function detailOf(kind: string, detail: string | null): TimelineStep['detail'] {
  if (!detail) return null;
  // A member's cancellation records the reason's key, which reads in the page's language.
  const key = kind === 'cancel' ? cancelReasonKey(detail) : null;
  return key ? { key } : { text: detail };
}

/** Recorded events as steps, in the order given; events of kinds without words are left out. */
export function eventSteps(events: OrderDetailView['timeline']): TimelineStep[] {
  return events.flatMap((event) => {
    const label = EVENT_LABEL[event.kind];
    return label ? [{ kind: event.kind, label, detail: detailOf(event.kind, event.detail), at: event.at }] : [];
  });
}

/** The recorded events oldest first, then the step the order waits for (or its expiry, when overdue). */
export function timelineSteps(order: Pick<OrderDetailView, 'status' | 'payDeadline' | 'timeline'>, now: number): TimelineStep[] {
  const steps = eventSteps(order.timeline);
  if (isOverdue(order, now)) {
    steps.push({ kind: 'expire', label: 'order.event.expire', detail: null, at: order.payDeadline });
    return steps;
  }
  const waiting = WAITING[order.status];
  if (waiting) steps.push({ kind: 'waiting', label: waiting, detail: null, at: null });
  return steps;
}
