import { describe, expect, it } from 'vitest';
import { afterLineRefund, refundAmounts } from './line-refund.service.ts';

const line = (id: number, amount: number) => ({ id, goodsId: 1, skuId: 1, quantity: 1, amount });

describe('what a line refund returns', () => {
  it('returns each line’s amount while lines are left', () => {
    expect(refundAmounts([line(1, 3000)], { last: false, payAmount: 9000, refunded: 0 })).toEqual([{ id: 1, amount: 3000 }]);
  });

  it('puts the rest of what was paid (the freight) on the last line of the order', () => {
    expect(refundAmounts([line(2, 5000), line(3, 1000)], { last: true, payAmount: 9000, refunded: 2000 })).toEqual([
      { id: 2, amount: 5000 },
      { id: 3, amount: 2000 },
    ]);
  });

  it('never returns more than is left', () => {
    expect(() => refundAmounts([line(1, 5000)], { last: false, payAmount: 6000, refunded: 2000 })).toThrow('admin.order.nothingToRefund');
  });
});

describe('afterLineRefund', () => {
  it('leaves an order where it was, and settles a refund request back to where it came from', () => {
    for (const status of ['paid', 'shipped', 'received']) expect(afterLineRefund({ status, received_at: null })).toBeNull();
    expect(afterLineRefund({ status: 'refund_requested', received_at: null })).toBe('shipped');
    expect(afterLineRefund({ status: 'refund_requested', received_at: '2026-11-20T10:00:00.000Z' })).toBe('received');
  });
});
