import { describe, expect, it } from 'vitest';
import { errorPageLocale, NOT_FOUND_PATH, pageLocale } from './route-locale.ts';

/** A page's `Astro` as pageLocale reads it: its locale parameter, and a rewrite that records where it went. */
function page(locale: string | undefined) {
  const rewrites: string[] = [];
  const response = new Response('not found', { status: 404 });
  return {
    rewrites,
    response,
    astro: {
      params: { locale },
      rewrite: async (path: string) => {
        rewrites.push(path);
        return response;
      },
    },
  };
}

describe('pageLocale', () => {
  it('reads the URL prefix of every locale, none being zh, and answers nothing itself', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'zh'],
      ['', 'zh'],
      ['en', 'en'],
      ['zh-tw', 'zh-TW'],
      ['ar', 'ar'],
      ['vi', 'vi'],
    ];
    for (const [param, locale] of cases) {
      const { astro, rewrites } = page(param);
      expect(await pageLocale(astro), String(param)).toBe(locale);
      expect(rewrites, String(param)).toEqual([]);
    }
  });

  it('answers the 404 page for prefixes under which no page exists', async () => {
    for (const param of ['zh', 'zh-TW', 'EN', 'fr', 'en/extra', '404']) {
      const { astro, rewrites, response } = page(param);
      expect(await pageLocale(astro), param).toBe(response);
      expect(rewrites, param).toEqual([NOT_FOUND_PATH]);
    }
    expect(NOT_FOUND_PATH).toBe('/404');
  });
});

describe('errorPageLocale', () => {
  it('follows the asked URL: its language in any letter case, zh for none or an unknown one', () => {
    expect(errorPageLocale({ originPathname: '/en/no/such/page' })).toBe('en');
    expect(errorPageLocale({ originPathname: '/AR/goods/list' })).toBe('ar');
    expect(errorPageLocale({ originPathname: '/zh-tw/' })).toBe('zh-TW');
    expect(errorPageLocale({ originPathname: '/xx/goods/details' })).toBe('zh');
    expect(errorPageLocale({ originPathname: '/no/such/page' })).toBe('zh');
    expect(errorPageLocale({ originPathname: '/' })).toBe('zh');
  });
});
