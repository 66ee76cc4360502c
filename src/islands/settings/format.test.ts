import { describe, expect, it } from 'vitest';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { maskEmail, modifiedAt } from './format.ts';

registerServerCatalogue();

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the whole domain', () => {
    expect(maskEmail('demo@orchid.example')).toBe('d***o@orchid.example');
    expect(maskEmail('ab@x.cn')).toBe('a***@x.cn');
    expect(maskEmail('a@x.cn')).toBe('a***@x.cn');
    expect(maskEmail('not-an-email')).toBe('not-an-email');
  });
});

describe('modifiedAt', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  it('is relative while recent and localised', () => {
    expect(modifiedAt('2025-06-10T11:59:30Z', 'en', now).text).toBe('just now');
    expect(modifiedAt('2025-06-10T09:00:00Z', 'en', now).text).toBe('3 hours ago');
    expect(modifiedAt('2025-06-10T09:00:00Z', 'zh', now).text).toBe('3小时前');
  });

  it('is a date after three days, with the full time for a tooltip', () => {
    const old = modifiedAt('2024-01-05T08:00:00Z', 'en', now);
    expect(old.text).toBe('Jan 5, 2024');
    expect(old.full).toContain('January 5, 2024');
  });
});
