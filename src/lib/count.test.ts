import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';
import type { Locale } from './i18n/locales.ts';

describe('formatCount', () => {
  it('groups digits the way each locale writes them, formatter after formatter', () => {
    expect(formatCount('en', 12345)).toBe('12,345');
    for (const locale of ['ru', 'ar', 'th', 'en'] satisfies Locale[]) {
      for (const n of [7, 12345, 1_000_000]) expect(formatCount(locale, n)).toBe(new Intl.NumberFormat(locale).format(n));
    }
  });
});
