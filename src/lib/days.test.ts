import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from './i18n/catalog.server.ts';
import { calendarDay, dayHeading, daysBetween, isTimeZone } from './days.ts';

registerServerCatalogue();

describe('calendarDay', () => {
  it('is the date in the named time zone', () => {
    const at = new Date('2026-03-01T23:30:00Z');
    expect(calendarDay(at, 'UTC')).toBe('2026-03-01');
    expect(calendarDay(at, 'Asia/Shanghai')).toBe('2026-03-02');
    expect(calendarDay(at, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(calendarDay(new Date('2026-12-31T16:00:00Z'), 'Asia/Shanghai')).toBe('2027-01-01');
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });
});

describe('dayHeading', () => {
  const today = '2026-06-15';
  it('says today, yesterday and two days ago, then dates by the seed’s rule (zh)', () => {
    expect(dayHeading('2026-06-15', today, 'zh')).toBe('今天');
    expect(dayHeading('2026-06-14', today, 'zh')).toBe('昨天');
    expect(dayHeading('2026-06-13', today, 'zh')).toBe('2天前');
    expect(dayHeading('2026-06-12', today, 'zh')).toBe('6月12日');
    expect(dayHeading('2025-12-31', today, 'zh')).toBe('2025年12月31日');
  });

  it('follows the same steps in en and ar', () => {
    expect(dayHeading('2026-06-15', today, 'en')).toBe('Today');
    expect(dayHeading('2026-06-14', today, 'en')).toBe('Yesterday');
    expect(dayHeading('2026-06-13', today, 'en')).toBe('2 days ago');
    expect(dayHeading('2026-01-01', today, 'en')).toBe('Jan 1');
    expect(dayHeading('2025-12-31', today, 'en')).toBe('Dec 31, 2025');
    expect(dayHeading('2026-06-14', today, 'ar')).toBe('أمس');
  });

  it('counts across months and years, and shows a future day as a date', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(dayHeading('2025-12-31', '2026-01-01', 'en')).toBe('Yesterday');
    expect(dayHeading('2026-06-16', today, 'en')).toBe('Jun 16');
  });
});
