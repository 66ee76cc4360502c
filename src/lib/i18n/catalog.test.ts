import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.server.ts';
import { LOCALES } from './locales.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Names that stay as they are in every script. */
const BRAND_KEYS = new Set(['site.name']);
const keysOf = (locale: keyof typeof CATALOG) => Object.keys(CATALOG[locale]).sort();

describe('message catalogue', () => {
  const reference = [...new Set([...keysOf('zh'), ...keysOf('en')])].sort();

  it.each(LOCALES)('%s has every key of zh and en, and nothing else', (locale) => {
    const keys = keysOf(locale);
    expect(reference.filter((k) => !keys.includes(k)), 'missing keys').toEqual([]);
    expect(keys.filter((k) => !reference.includes(k)), 'unknown keys').toEqual([]);
  });

  it.each(LOCALES)('%s has no empty message and the same placeholders as zh', (locale) => {
    const messages = CATALOG[locale] as Record<string, string>;
    const zh = CATALOG.zh as Record<string, string>;
    for (const key of Object.keys(zh)) {
      expect(messages[key]?.trim(), key).toBeTruthy();
      expect(placeholders(messages[key] ?? ''), key).toEqual(placeholders(zh[key] ?? ''));
    }
  });

  it.each(['zh', 'zh-TW', 'ja', 'ko', 'ru', 'ar', 'th'] as const)('%s is translated, not English copied', (locale) => {
    const en = CATALOG.en as Record<string, string>;
    const messages = CATALOG[locale] as Record<string, string>;
    const copied = Object.keys(en).filter((k) => !BRAND_KEYS.has(k) && messages[k] === en[k] && /[a-z]{3,}\s+[a-z]{3,}/i.test(en[k] ?? ''));
    expect(copied).toEqual([]);
  });
});
