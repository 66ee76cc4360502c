import { describe, expect, it } from 'vitest';
import { addMonths, isVipActive, vipExpiryAfter } from './vip.ts';

const at = (iso: string) => new Date(iso);

describe('VIP dates', () => {
  it('adds calendar months, keeping the time of day', () => {
    expect(addMonths(at('2026-03-15T08:30:00.000Z'), 1).toISOString()).toBe('2026-04-15T08:30:00.000Z');
    expect(addMonths(at('2026-11-20T00:00:00.000Z'), 3).toISOString()).toBe('2027-02-20T00:00:00.000Z');
    expect(addMonths(at('2026-05-01T12:00:00.000Z'), 12).toISOString()).toBe('2027-05-01T12:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(addMonths(at('2027-01-31T10:00:00.000Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2026-08-31T10:00:00.000Z'), 1).toISOString()).toBe('2026-09-30T10:00:00.000Z');
  });

  it('renews from the current expiry while it runs, from now once it has lapsed', () => {
    const now = at('2026-11-24T09:00:00.000Z');
    expect(vipExpiryAfter('2026-12-10T00:00:00.000Z', 1, now).toISOString()).toBe('2027-01-10T00:00:00.000Z');
    expect(vipExpiryAfter('2026-10-01T00:00:00.000Z', 1, now).toISOString()).toBe('2026-12-24T09:00:00.000Z');
    expect(vipExpiryAfter(null, 12, now).toISOString()).toBe('2027-11-24T09:00:00.000Z');
  });

  it('counts a membership as running only before its expiry', () => {
    const now = Date.parse('2026-11-24T09:00:00.000Z');
    expect(isVipActive('2026-11-24T09:00:00.001Z', now)).toBe(true);
    expect(isVipActive('2026-11-24T09:00:00.000Z', now)).toBe(false);
    expect(isVipActive(null, now)).toBe(false);
  });
});
