import { describe, expect, it } from 'vitest';
import { canDo, memberActions, ORDER_STATUSES, ORDER_TABS, TRANSITIONS } from './states.ts';

describe('order states', () => {
  it('only an unpaid order can be paid, cancelled, expired or closed', () => {
    for (const action of ['pay', 'cancel', 'expire', 'close'] as const) {
      expect(ORDER_STATUSES.filter((s) => canDo(action, s))).toEqual(['pending_payment']);
    }
  });

  it('refunds at once before shipping and by request after', () => {
    expect(ORDER_STATUSES.filter((s) => canDo('refund', s))).toEqual(['paid']);
    expect(ORDER_STATUSES.filter((s) => canDo('requestRefund', s))).toEqual(['shipped', 'received']);
    expect(canDo('approveRefund', 'refund_requested')).toBe(true);
    expect(canDo('approveRefund', 'shipped')).toBe(false);
  });

  it('deletes finished orders only', () => {
    expect(ORDER_STATUSES.filter((s) => canDo('delete', s))).toEqual(['completed', 'cancelled', 'refunded']);
  });

  it('never leaves a final state except by deleting', () => {
    for (const status of ['completed', 'cancelled', 'refunded'] as const) {
      const moves = Object.entries(TRANSITIONS).filter(([action, t]) => action !== 'delete' && t.from.includes(status));
      expect(moves).toEqual([]);
    }
  });

  it('offers the member the buttons of the state', () => {
    expect(memberActions('pending_payment')).toEqual(['pay', 'cancel']);
    expect(memberActions('paid')).toEqual(['refund']);
    expect(memberActions('shipped')).toEqual(['confirmReceipt', 'requestRefund']);
    expect(memberActions('cancelled')).toEqual(['delete']);
  });

  it('puts every state under "all" and in exactly one other tab', () => {
    expect([...ORDER_TABS.all]).toEqual([...ORDER_STATUSES]);
    const tabbed = Object.entries(ORDER_TABS).filter(([tab]) => tab !== 'all').flatMap(([, s]) => s);
    expect(new Set(tabbed).size).toBe(tabbed.length);
    expect([...tabbed].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('reviews', () => {
  it('takes reviews while the order waits for them, and completes it from there only', () => {
    expect(ORDER_STATUSES.filter((s) => canDo('evaluate', s))).toEqual(['received']);
    expect(TRANSITIONS.evaluate.to).toBeNull();
    for (const action of ['complete', 'autoComplete'] as const) {
      expect(ORDER_STATUSES.filter((s) => canDo(action, s))).toEqual(['received']);
      expect(TRANSITIONS[action].to).toBe('completed');
    }
    expect(memberActions('received')).toEqual(['evaluate', 'requestRefund']);
  });
});

describe('logistics', () => {
  it('takes tracking news only once the parcel has left, until the order is finished', () => {
    expect(ORDER_STATUSES.filter((s) => canDo('logistics', s))).toEqual(['shipped', 'received', 'refund_requested']);
    expect(TRANSITIONS.logistics.to).toBeNull();
  });
});
