import { describe, expect, it } from 'vitest';
import { cashierState, payBlockers } from './cashier.ts';

const NOW = Date.parse('2025-03-01T10:00:00Z');
const open = { status: 'pending_payment' as const, payDeadline: '2025-03-01T10:30:00Z', paidAt: null };

describe('cashierState', () => {
  it('takes payment for an unpaid order within its time', () => {
    expect(cashierState(open, NOW)).toBe('payable');
  });

  it('has nothing to take once paid, whatever happened to the order since', () => {
    expect(cashierState({ ...open, status: 'paid', paidAt: '2025-03-01T09:50:00Z' }, NOW)).toBe('paid');
    expect(cashierState({ ...open, status: 'refunded', paidAt: '2025-03-01T09:50:00Z' }, NOW)).toBe('paid');
  });

  it('is closed for a cancelled order and for one whose time ran out', () => {
    expect(cashierState({ ...open, status: 'cancelled' }, NOW)).toBe('closed');
    expect(cashierState({ ...open, payDeadline: '2025-03-01T10:00:00Z' }, NOW)).toBe('closed');
  });
});

describe('payBlockers', () => {
  it('lets a member with a password and enough balance pay', () => {
    expect(payBlockers({ balance: 5000, havePayPwd: true }, 5000)).toEqual({ noPayPwd: false, insufficient: false, shortBy: 0 });
  });

  it('says how much is missing', () => {
    expect(payBlockers({ balance: 1200, havePayPwd: true }, 5000)).toEqual({ noPayPwd: false, insufficient: true, shortBy: 3800 });
  });

  it('asks for a payment password first', () => {
    expect(payBlockers({ balance: 9000, havePayPwd: false }, 5000).noPayPwd).toBe(true);
  });
});
