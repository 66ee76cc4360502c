import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.server.ts';
import { LOCALES, type Locale } from './locales.ts';
import { pluralCategories, pluralForm } from './plural.ts';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
/** Names that stay as they are in every script. */
const BRAND_KEYS = new Set(['site.name']);
const messagesOf = (locale: Locale) => CATALOG[locale] as Record<string, string>;
/** A catalogue's message names, plural forms folded into their base ('a.b_one', 'a.b_other' → 'a.b'). */
const namesOf = (locale: Locale) => [...new Set(Object.keys(messagesOf(locale)).map((k) => pluralForm(k)?.base ?? k))].sort();
const pluralBases = (locale: Locale) => new Set(Object.keys(messagesOf(locale)).flatMap((k) => (pluralForm(k) ? [pluralForm(k)!.base] : [])));

describe('message catalogue', () => {
  const reference = [...new Set([...namesOf('zh'), ...namesOf('en')])].sort();
  const zhPlurals = pluralBases('zh');

  it.each(LOCALES)('%s has every message of zh and en, and nothing else', (locale) => {
    const names = namesOf(locale);
    expect(reference.filter((k) => !names.includes(k)), 'missing messages').toEqual([]);
    expect(names.filter((k) => !reference.includes(k)), 'unknown messages').toEqual([]);
    expect([...pluralBases(locale)].sort(), 'messages with plural forms').toEqual([...zhPlurals].sort());
  });

  it.each(LOCALES)('%s has each count message in exactly the plural forms its language needs', (locale) => {
    const needed = pluralCategories(locale);
    const messages = messagesOf(locale);
    for (const base of zhPlurals) {
      const forms = Object.keys(messages).filter((k) => pluralForm(k)?.base === base).map((k) => pluralForm(k)!.category);
      expect(forms.sort(), base).toEqual([...needed].sort());
    }
  });

  it.each(LOCALES)('%s has no empty message and the same placeholders as zh', (locale) => {
    const messages = messagesOf(locale);
    const zh = messagesOf('zh');
    for (const key of Object.keys(messages)) {
      const form = pluralForm(key);
      const reference = zh[form ? `${form.base}_other` : key] ?? '';
      expect(messages[key]?.trim(), key).toBeTruthy();
      // A plural form may say its count in words ("one review", Arabic «تقييمان»), so only it may leave {count} out.
      const own = placeholders(messages[key] ?? '');
      const expected = placeholders(reference);
      if (form && form.category !== 'other') expect(own.filter((p) => p !== 'count'), key).toEqual(expected.filter((p) => p !== 'count'));
      else expect(own, key).toEqual(expected);
    }
  });

  it.each(['zh', 'zh-TW', 'ja', 'ko', 'ru', 'ar', 'th'] as const)('%s is translated, not English copied', (locale) => {
    const en = messagesOf('en');
    const messages = messagesOf(locale);
    const copied = Object.keys(en).filter((k) => !BRAND_KEYS.has(k) && messages[k] === en[k] && /[a-z]{3,}\s+[a-z]{3,}/i.test(en[k] ?? ''));
    expect(copied).toEqual([]);
  });
});
