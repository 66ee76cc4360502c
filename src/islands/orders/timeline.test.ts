import { describe, expect, it } from 'vitest';
import type { OrderDetailView } from '../../lib/order-state.ts';
import { timelineSteps } from './timeline.ts';

const NOW = Date.parse('2025-03-01T10:00:00Z');

function order(status: OrderDetailView['status'], timeline: OrderDetailView['timeline'], payDeadline = '2025-03-01T10:30:00Z') {
  return { status, timeline, payDeadline };
}

describe('timelineSteps', () => {
  it('lists payment, shipping and the wait for receipt in order', () => {
    const steps = timelineSteps(
      order('shipped', [
        { kind: 'submit', detail: null, at: '2025-03-01T09:00:00Z' },
        { kind: 'pay', detail: null, at: '2025-03-01T09:05:00Z' },
        { kind: 'ship', detail: 'SF SF123', at: '2025-03-01T09:30:00Z' },
      ]),
      NOW,
    );
    expect(steps.map((s) => s.label)).toEqual(['order.event.submit', 'order.event.pay', 'order.event.ship', 'order.waiting.receive']);
    expect(steps[2]!.detail).toEqual({ text: 'SF SF123' });
    expect(steps[3]!.at).toBeNull();
  });

  it('reads a member cancellation reason in the page language, and an operator one as written', () => {
    const member = timelineSteps(order('cancelled', [{ kind: 'cancel', detail: 'wrongAddress', at: '2025-03-01T09:10:00Z' }]), NOW);
    expect(member[0]!.detail).toEqual({ key: 'order.cancelReason.wrongAddress' });
    const operator = timelineSteps(order('cancelled', [{ kind: 'close', detail: 'duplicate order', at: '2025-03-01T09:10:00Z' }]), NOW);
    expect(operator[0]!.detail).toEqual({ text: 'duplicate order' });
  });

  it('waits for nothing once an order is finished', () => {
    const steps = timelineSteps(order('completed', [{ kind: 'complete', detail: null, at: '2025-03-01T09:10:00Z' }]), NOW);
    expect(steps.map((s) => s.kind)).toEqual(['complete']);
  });

  it('shows an overdue unpaid order as expired at its deadline', () => {
    const steps = timelineSteps(order('pending_payment', [{ kind: 'submit', detail: null, at: '2025-03-01T09:00:00Z' }], '2025-03-01T09:30:00Z'), NOW);
    expect(steps.at(-1)).toEqual({ kind: 'expire', label: 'order.event.expire', detail: null, at: '2025-03-01T09:30:00Z' });
  });

  it('leaves out events it has no words for', () => {
    expect(timelineSteps(order('cancelled', [{ kind: 'delete', detail: null, at: '2025-03-01T09:00:00Z' }]), NOW)).toEqual([]);
  });
});
