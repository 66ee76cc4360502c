import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from './i18n/catalog.server.ts';
import { formatDate, formatDateTime, relativeTime } from './time.ts';

registerServerCatalogue();

const NOW = new Date(2024, 5, 15, 12, 0, 0);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('formatDateTime', () => {
  it('formats local time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 3, 4, 5))).toBe('2024-01-05 03:04:05');
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59, 59))).toBe('2023-12-31 23:59:59');
    expect(formatDateTime(new Date(2024, 0, 5).getTime())).toBe('2024-01-05 00:00:00');
  });
});

describe('relativeTime', () => {
  it('follows the boundaries in zh', () => {
    expect(relativeTime(NOW, 'zh', NOW)).toBe('刚刚');
    expect(relativeTime(ago(59 * S), 'zh', NOW)).toBe('刚刚');
    expect(relativeTime(ago(60 * S), 'zh', NOW)).toBe('1分钟前');
    expect(relativeTime(ago(59 * M + 59 * S), 'zh', NOW)).toBe('59分钟前');
    expect(relativeTime(ago(60 * M), 'zh', NOW)).toBe('1小时前');
    expect(relativeTime(ago(23 * H + 59 * M), 'zh', NOW)).toBe('23小时前');
    expect(relativeTime(ago(24 * H), 'zh', NOW)).toBe('昨天');
    expect(relativeTime(ago(2 * D + 23 * H), 'zh', NOW)).toBe('2天前');
    expect(relativeTime(ago(3 * D), 'zh', NOW)).toBe('6月12日');
    expect(relativeTime(new Date(2023, 11, 31, 10), 'zh', NOW)).toBe('2023年12月31日');
  });

  it('follows the boundaries in en', () => {
    expect(relativeTime(ago(59 * S), 'en', NOW)).toBe('just now');
    expect(relativeTime(ago(60 * S), 'en', NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * M), 'en', NOW)).toBe('59 minutes ago');
    expect(relativeTime(ago(23 * H), 'en', NOW)).toBe('23 hours ago');
    expect(relativeTime(ago(D), 'en', NOW)).toBe('yesterday');
    expect(relativeTime(ago(2 * D + 23 * H), 'en', NOW)).toBe('2 days ago');
    expect(relativeTime(ago(3 * D), 'en', NOW)).toBe('Jun 12');
    expect(relativeTime(new Date(2023, 2, 5), 'en', NOW)).toBe('Mar 5, 2023');
  });

  it('localises Arabic with numeric phrases', () => {
    expect(relativeTime(ago(30 * S), 'ar', NOW)).toBe('الآن');
    expect(relativeTime(ago(5 * M), 'ar', NOW)).toBe(new Intl.RelativeTimeFormat('ar', { numeric: 'always' }).format(-5, 'minute'));
    expect(relativeTime(ago(D), 'ar', NOW)).toBe('أمس');
    expect(relativeTime(ago(2 * D), 'ar', NOW)).toBe(new Intl.RelativeTimeFormat('ar', { numeric: 'always' }).format(-2, 'day'));
    expect(relativeTime(new Date(2023, 2, 5), 'ar', NOW)).toMatch(/2023|٢٠٢٣/);
  });

  it('accepts timestamps and ISO strings', () => {
    expect(relativeTime(ago(2 * H).getTime(), 'en', NOW)).toBe('2 hours ago');
    expect(relativeTime(ago(2 * H).toISOString(), 'en', NOW)).toBe('2 hours ago');
  });

  it('shows the date for times in the future beyond clock skew', () => {
    expect(relativeTime(new Date(NOW.getTime() + 30 * S), 'en', NOW)).toBe('just now');
    expect(relativeTime(new Date(NOW.getTime() + 2 * D), 'en', NOW)).toBe('Jun 17');
  });
});

describe('formatDate', () => {
  it('writes the date in the words of the locale', () => {
    const at = new Date(2026, 10, 24, 12);
    expect(formatDate(at, 'en')).toBe('November 24, 2026');
    expect(formatDate(at, 'zh')).toBe('2026年11月24日');
    expect(formatDate(at, 'ja')).toBe('2026年11月24日');
  });
});

describe('one calendar', () => {
  it('th: years are Gregorian, as in order times and the copyright line, not the Buddhist era', () => {
    const at = new Date(2026, 10, 24, 12);
    expect(formatDate(at, 'th')).toBe('24 พฤศจิกายน 2026');
    expect(relativeTime(new Date(2023, 2, 5), 'th', at)).toMatch(/2023$/);
    expect(formatDate(at, 'th')).not.toMatch(/25\d\d/);
  });
});
