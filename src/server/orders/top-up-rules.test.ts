import { describe, expect, it } from 'vitest';
import { settleVerdict, shortfall, topUpRefusal, type TopUpOrder } from './top-up-rules.ts';

const now = new Date('2026-11-28T04:00:00Z');
const order = (over: Partial<TopUpOrder> = {}): TopUpOrder => ({
  status: 'pending_payment',
  paid_at: null,
  pay_deadline: '2026-11-28T04:20:00Z',
  pay_amount: 12_345,
  ...over,
});

describe('shortfall', () => {
  it('is what the amount exceeds the balance by', () => {
    expect(shortfall(12_345, 2_000)).toBe(10_345);
    expect(shortfall(12_345, 0)).toBe(12_345);
  });
  it('is nothing when the balance covers the amount', () => {
    expect(shortfall(12_345, 12_345)).toBe(0);
    expect(shortfall(12_345, 99_999)).toBe(0);
  });
  it("rises to the provider's smallest payment", () => {
    expect(shortfall(12_345, 12_344, 100)).toBe(100);
    expect(shortfall(12_345, 2_345, 100)).toBe(10_000);
  });
});

describe('topUpRefusal', () => {
  it('lets an unpaid order in time with a short balance start a top-up', () => {
    expect(topUpRefusal(order(), 2_000, now)).toBeNull();
  });
  it('refuses a paid, cancelled or shipped order', () => {
    expect(topUpRefusal(order({ status: 'paid', paid_at: '2026-11-28T03:59:00Z' }), 0, now)).toBe('notUnpaid');
    expect(topUpRefusal(order({ status: 'cancelled' }), 0, now)).toBe('notUnpaid');
    expect(topUpRefusal(order({ status: 'shipped', paid_at: 'x' }), 0, now)).toBe('notUnpaid');
  });
  it('refuses an order past its deadline, to the second', () => {
    expect(topUpRefusal(order({ pay_deadline: now.toISOString() }), 0, now)).toBe('expired');
  });
  it('refuses when the balance already covers the order', () => {
    expect(topUpRefusal(order(), 12_345, now)).toBe('covered');
  });
});

describe('settleVerdict', () => {
  it('pays the order when it still waits and the credited balance covers it', () => {
    expect(settleVerdict(order(), 12_345, now)).toEqual({ pay: true });
  });
  it('keeps the money on the balance when the order was paid another way or cancelled', () => {
    expect(settleVerdict(order({ status: 'paid', paid_at: 'x' }), 50_000, now)).toEqual({ pay: false, why: 'notUnpaid' });
    expect(settleVerdict(order({ status: 'cancelled' }), 50_000, now)).toEqual({ pay: false, why: 'notUnpaid' });
    expect(settleVerdict(undefined, 50_000, now)).toEqual({ pay: false, why: 'notUnpaid' });
  });
  it('keeps the money when the notice comes after the deadline', () => {
    expect(settleVerdict(order({ pay_deadline: '2026-11-28T03:59:59Z' }), 50_000, now)).toEqual({ pay: false, why: 'expired' });
  });
  it('keeps the money when the balance was spent meanwhile', () => {
    expect(settleVerdict(order(), 12_344, now)).toEqual({ pay: false, why: 'short' });
  });
});
