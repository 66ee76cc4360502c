import { describe, expect, it } from 'vitest';
import { centreCounts, isOverdue, orderButtons, shownStatus } from './order-state.ts';
import type { OrderStatus, OrderView } from './order-state.ts';

const NOW = Date.parse('2025-03-01T10:00:00Z');
const LATER = '2025-03-01T10:30:00Z';
const EARLIER = '2025-03-01T09:59:59Z';

function order(status: OrderStatus, actions: OrderView['actions'], payDeadline = LATER) {
  return { status, actions, payDeadline };
}

describe('orderButtons', () => {
  it('offers paying and cancelling an unpaid order, paying last as the main step', () => {
    expect(orderButtons(order('pending_payment', ['pay', 'cancel']), NOW)).toEqual(['cancel', 'pay']);
  });

  it('offers a refund and buying again once paid, but nothing to track before shipping', () => {
    expect(orderButtons(order('paid', ['refund']), NOW)).toEqual(['buyAgain', 'refund']);
  });

  it('offers receipt, tracking and a refund request for a shipped order', () => {
    expect(orderButtons(order('shipped', ['confirmReceipt', 'requestRefund']), NOW)).toEqual([
      'buyAgain',
      'requestRefund',
      'logistics',
      'confirmReceipt',
    ]);
  });

  it('leads a received order to its review', () => {
    expect(orderButtons(order('received', ['requestRefund']), NOW)).toEqual(['buyAgain', 'requestRefund', 'logistics', 'evaluate']);
  });

  it('offers a follow-up while a reviewed item still lacks one', () => {
    const items = (followedUp: boolean) => [
      { id: 1, reviewed: false, followedUp: false },
      { id: 2, reviewed: true, followedUp },
    ];
    expect(orderButtons({ ...order('received', []), items: items(false) }, NOW)).toEqual(['buyAgain', 'logistics', 'followUp', 'evaluate']);
    expect(orderButtons({ ...order('completed', ['delete']), items: items(false) }, NOW)).toContain('followUp');
    expect(orderButtons({ ...order('completed', ['delete']), items: items(true) }, NOW)).not.toContain('followUp');
    expect(orderButtons({ ...order('refunded', ['delete']), items: items(false) }, NOW)).not.toContain('followUp');
  });

  it('lets finished orders be deleted', () => {
    expect(orderButtons(order('cancelled', ['delete']), NOW)).toEqual(['delete', 'buyAgain']);
    expect(orderButtons(order('completed', ['delete']), NOW)).toEqual(['delete', 'buyAgain', 'logistics']);
    expect(orderButtons(order('refunded', ['delete']), NOW)).toEqual(['delete', 'buyAgain']);
  });

  it('follows the detail screen on whether there is a parcel to track', () => {
    expect(orderButtons(order('refunded', ['delete']), NOW, true)).toContain('logistics');
    expect(orderButtons(order('shipped', ['confirmReceipt']), NOW, false)).not.toContain('logistics');
  });

  it('never offers an overdue unpaid order for payment or cancellation', () => {
    const overdue = order('pending_payment', ['pay', 'cancel'], EARLIER);
    expect(orderButtons(overdue, NOW)).toEqual(['buyAgain']);
  });
});

describe('overdue orders', () => {
  it('count as cancelled from the deadline on', () => {
    expect(isOverdue(order('pending_payment', [], EARLIER), NOW)).toBe(true);
    expect(isOverdue(order('pending_payment', [], '2025-03-01T10:00:00Z'), NOW)).toBe(true);
    expect(shownStatus(order('pending_payment', [], EARLIER), NOW)).toBe('cancelled');
    expect(shownStatus(order('pending_payment', [], LATER), NOW)).toBe('pending_payment');
  });

  it('only concern unpaid orders', () => {
    expect(shownStatus(order('paid', [], EARLIER), NOW)).toBe('paid');
  });
});

describe('centre counters', () => {
  it('counts refunds under review, not refunds already made', () => {
    const byStatus = new Map<string, number>([['pending_payment', 2], ['paid', 1], ['refund_requested', 1], ['refunded', 3], ['completed', 4]]);
    expect(centreCounts(byStatus)).toEqual({ toPay: 2, toShip: 1, toReceive: 0, toEvaluate: 0, refund: 1 });
    expect(centreCounts(new Map([['refunded', 2]])).refund).toBe(0);
  });
});
