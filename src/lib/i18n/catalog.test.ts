import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.server.ts';
import { LOCALES, type Locale } from './locales.ts';
import { pluralForm } from './plural.ts';

/** Placeholders, plural forms, copied English and wrong scripts are checked by lint.test.ts. */
const messagesOf = (locale: Locale) => CATALOG[locale] as Record<string, string>;
/** A catalogue's message names, plural forms folded into their base ('a.b_one', 'a.b_other' → 'a.b'). */
const namesOf = (locale: Locale) => [...new Set(Object.keys(messagesOf(locale)).map((k) => pluralForm(k)?.base ?? k))].sort();
const pluralBases = (locale: Locale) => [...new Set(Object.keys(messagesOf(locale)).flatMap((k) => (pluralForm(k) ? [pluralForm(k)!.base] : [])))].sort();

describe('message catalogue', () => {
  const reference = [...new Set([...namesOf('zh'), ...namesOf('en')])].sort();

  it.each(LOCALES)('%s has every message of zh and en, and nothing else', (locale) => {
    const names = namesOf(locale);
    expect(reference.filter((k) => !names.includes(k)), 'missing messages').toEqual([]);
    expect(names.filter((k) => !reference.includes(k)), 'unknown messages').toEqual([]);
    expect(pluralBases(locale), 'messages with plural forms').toEqual(pluralBases('zh'));
  });
});
