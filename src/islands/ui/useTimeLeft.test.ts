import { describe, expect, it } from 'vitest';
import { remainingMs } from './useTimeLeft.ts';

describe('remainingMs', () => {
  const now = Date.parse('2025-03-01T10:00:00Z');

  it('counts down to the deadline and stops at zero', () => {
    expect(remainingMs('2025-03-01T10:30:00Z', now)).toBe(30 * 60_000);
    expect(remainingMs('2025-03-01T09:59:00Z', now)).toBe(0);
  });

  it('takes epoch milliseconds as well as ISO times', () => {
    expect(remainingMs(now + 59_500, now)).toBe(59_500);
    expect(remainingMs(now - 1, now)).toBe(0);
  });

  it('treats an unreadable deadline as passed', () => {
    expect(remainingMs('soon', now)).toBe(0);
  });
});
