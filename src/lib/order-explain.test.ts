import { describe, expect, it } from 'vitest';
import { explainStatus } from './order-explain.ts';
import type { OrderDetailView } from './order-state.ts';

const NOW = Date.parse('2025-03-01T10:00:00Z');

function order(over: Partial<Pick<OrderDetailView, 'status' | 'payDeadline' | 'cancelReason' | 'refundReason'>>) {
  return { status: 'pending_payment' as const, payDeadline: '2025-03-01T10:30:00Z', cancelReason: null, refundReason: null, timeline: [], ...over };
}

describe('explainStatus', () => {
  it('asks for payment before the deadline', () => {
    expect(explainStatus(order({}), NOW)).toEqual({ sentence: 'order.explain.pendingPayment', reason: null });
  });

  it('translates the reason a member chose, and keeps an operator reason as written', () => {
    expect(explainStatus(order({ status: 'cancelled', cancelReason: 'betterPrice' }), NOW).reason).toEqual({ key: 'order.cancelReason.betterPrice' });
    expect(explainStatus(order({ status: 'cancelled', cancelReason: 'out of stock' }), NOW).reason).toEqual({ text: 'out of stock' });
  });

  it('says an order without a reason ran out of time, also before the server has caught up', () => {
    expect(explainStatus(order({ status: 'cancelled' }), NOW)).toEqual({ sentence: 'order.explain.cancelled', reason: { key: 'order.event.expire' } });
    expect(explainStatus(order({ payDeadline: '2025-03-01T09:59:00Z' }), NOW)).toEqual({
      sentence: 'order.explain.cancelled',
      reason: { key: 'order.event.expire' },
    });
  });

  it('gives the refund reason of refunds', () => {
    expect(explainStatus(order({ status: 'refund_requested', refundReason: 'broken' }), NOW)).toEqual({
      sentence: 'order.explain.refundRequested',
      reason: { text: 'broken' },
    });
  });
});
