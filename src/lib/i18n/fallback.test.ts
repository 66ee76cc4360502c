import { describe, expect, it } from 'vitest';
import { pickText, textLocales } from './fallback.ts';
import { LOCALES } from './locales.ts';

describe('catalogue text fallback', () => {
  it('reads zh-TW in simplified Chinese before English', () => {
    expect(textLocales('zh-TW')).toEqual(['zh-TW', 'zh', 'en']);
  });

  it('reads every other language in English, then Chinese', () => {
    expect(textLocales('zh')).toEqual(['zh', 'en']);
    expect(textLocales('en')).toEqual(['en', 'zh']);
    for (const l of ['ja', 'ko', 'ru', 'ar', 'id', 'th', 'vi'] as const) expect(textLocales(l)).toEqual([l, 'en', 'zh']);
  });

  it('starts with the asked language and names each language once', () => {
    for (const l of LOCALES) {
      const chain = textLocales(l);
      expect(chain[0]).toBe(l);
      expect(new Set(chain).size).toBe(chain.length);
    }
  });

  it('picks the first language of the chain that has a value', () => {
    const rows = [
      { locale: 'en', name: 'Rose oil' },
      { locale: 'zh', name: '玫瑰油' },
      { locale: 'ja', name: null },
    ];
    expect(pickText(rows, 'zh-TW', (r) => r.name)).toBe('玫瑰油');
    expect(pickText(rows, 'ja', (r) => r.name)).toBe('Rose oil');
    expect(pickText(rows, 'th', (r) => r.name)).toBe('Rose oil');
    expect(pickText([{ locale: 'zh', name: '玫瑰油' }], 'ar', (r) => r.name)).toBe('玫瑰油');
    expect(pickText([{ locale: 'ko', name: 'x' }], 'ar', (r) => r.name)).toBeNull();
  });
});
