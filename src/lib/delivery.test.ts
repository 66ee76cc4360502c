import { describe, expect, it } from 'vitest';
import { expectedDelivery, SHIP_WITHIN_HOURS } from './delivery.ts';
import { formatDate } from './time.ts';

const paidAt = '2026-11-20T10:00:00.000Z';
const shippedAt = '2026-11-21T08:30:00.000Z';

describe('expected delivery', () => {
  it('counts the transit days from the shipping moment once shipped', () => {
    expect(expectedDelivery({ status: 'shipped', paidAt, shippedAt }, 3)).toBe('2026-11-24T08:30:00.000Z');
  });

  it('adds the 48-hour shipping promise while the order waits to ship', () => {
    expect(SHIP_WITHIN_HOURS).toBe(48);
    expect(expectedDelivery({ status: 'paid', paidAt, shippedAt: null }, 3)).toBe('2026-11-25T10:00:00.000Z');
  });

  it('promises nothing for orders not on their way', () => {
    for (const status of ['pending_payment', 'cancelled', 'refunded', 'received', 'completed', 'refund_requested'] as const) {
      expect(expectedDelivery({ status, paidAt, shippedAt }, 3)).toBeNull();
    }
    expect(expectedDelivery({ status: 'shipped', paidAt, shippedAt: null }, 3)).toBeNull();
    expect(expectedDelivery({ status: 'shipped', paidAt, shippedAt: 'not a date' }, 3)).toBeNull();
  });

  it('reads as a date in the shopper language', () => {
    const at = expectedDelivery({ status: 'shipped', paidAt, shippedAt }, 3)!;
    expect(formatDate(at, 'zh')).toMatch(/2026年11月2[45]日/);
    expect(formatDate(at, 'en')).toMatch(/November 2[45], 2026|2[45] November 2026/);
  });
});
