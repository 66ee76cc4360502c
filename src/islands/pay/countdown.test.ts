import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown.ts';

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounding a started second up', () => {
    expect(formatCountdown(30 * 60_000, 'zh')).toBe('30:00');
    expect(formatCountdown(29 * 60_000 + 59_001, 'en')).toBe('30:00');
    expect(formatCountdown(65_000, 'en')).toBe('01:05');
    expect(formatCountdown(400, 'en')).toBe('00:01');
    expect(formatCountdown(0, 'en')).toBe('00:00');
    expect(formatCountdown(-5, 'en')).toBe('00:00');
  });

  it('adds hours from an hour up', () => {
    expect(formatCountdown(3_909_000, 'en')).toBe('1:05:09');
  });

  it('writes the digits as the locale does, like the amounts beside it', () => {
    const two = new Intl.NumberFormat('ar', { minimumIntegerDigits: 2 });
    expect(formatCountdown(65_000, 'ar')).toBe(`${two.format(1)}:${two.format(5)}`);
  });
});
