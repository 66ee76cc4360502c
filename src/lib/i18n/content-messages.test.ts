import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.server.ts';
import { contentLocale, messageNodes, resolveMessages } from './content-messages.ts';
import { LOCALES, type Locale } from './locales.ts';

const CONTENT = new URL('../../content/', import.meta.url);

function contentFiles(locale: Locale): { path: string; text: string }[] {
  const help = readdirSync(new URL(`help/${locale}/`, CONTENT)).map((f) => `help/${locale}/${f}`);
  return [...help, `recharge-protocol/${locale}.md`].map((path) => ({ path, text: readFileSync(new URL(path, CONTENT), 'utf8') }));
}

/** The ways the brand has been written; each language must use only its own `site.name`. */
const BRAND_SPELLINGS = ['Orchid Mall', 'Orchid-Mall', '兰花商城', '蘭花商城', 'オーキッドモール', 'オーキッド・モール', '오키드 몰', '오키드몰', 'أوركيد مول', 'Орхид Молл', 'ออร์คิดมอลล์', 'ออร์คิด มอลล์'];

describe('help pages and agreements', () => {
  it('know their language from their path', () => {
    expect(contentLocale('/x/src/content/help/zh-TW/newbie.md')).toBe('zh-TW');
    expect(contentLocale('/x/src/content/recharge-protocol/ar.md')).toBe('ar');
    expect(contentLocale('/x/src/pages/index.md')).toBeUndefined();
  });

  it('take button names from the messages, and refuse a key the catalogue lacks', () => {
    expect(resolveMessages('{{route.title.myOrderList}}에서', 'ko', 'x')).toBe(`${CATALOG.ko['route.title.myOrderList']}에서`);
    expect(messageNodes('{{route.title.myOrderList}}에서', 'ko', 'x')).toEqual([
      { type: 'strong', children: [{ type: 'text', value: CATALOG.ko['route.title.myOrderList'] }] },
      { type: 'text', value: '에서' },
    ]);
    expect(() => resolveMessages('{{no.such.key}}', 'en', 'help/en/x.md')).toThrow(/no\.such\.key/);
  });

  it.each(LOCALES)('%s: every button or screen named in bold or quotes is a message placeholder that resolves', (locale) => {
    for (const { path, text } of contentFiles(locale)) {
      const body = text.split('\n---\n')[1] ?? '';
      const named = [...body.matchAll(/\*\*(.+?)\*\*|「(.+?)」|“(.+?)”|«(.+?)»/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
      expect(named.filter((name) => !/^\{\{[\w.-]+\}\}$/.test(name)), path).toEqual([]);
      expect(() => resolveMessages(body, locale, path)).not.toThrow();
    }
  });

  it.each(LOCALES)('%s: the brand is spelled one way in messages, mails, help pages and agreements', (locale) => {
    const brand = CATALOG[locale]['site.name'];
    const others = BRAND_SPELLINGS.filter((b) => b !== brand && !brand.includes(b));
    const texts = [
      ...Object.entries(CATALOG[locale] as Record<string, string>),
      ...contentFiles(locale).map(({ path, text }) => [path, resolveMessages(text, locale, path)] as const),
    ];
    expect(texts.filter(([, text]) => others.some((b) => text.includes(b))).map(([name]) => name)).toEqual([]);
    expect(contentFiles(locale).filter(({ text }) => text.includes(brand)).length).toBeGreaterThan(3);
  });
});
