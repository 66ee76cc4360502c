import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localizePath, normalizeLocale, splitLocalePath } from './locales.ts';
import { interpolate } from './format.ts';

describe('locales', () => {
  it('falls back to zh for unknown or empty values', () => {
    expect(normalizeLocale('xx')).toBe('zh');
    expect(normalizeLocale('')).toBe('zh');
    expect(normalizeLocale(null)).toBe('zh');
    expect(normalizeLocale('zh-tw')).toBe('zh-TW');
    expect(normalizeLocale('in')).toBe('id');
    expect(normalizeLocale('en-GB')).toBe('en');
  });

  it('reads Accept-Language in order of preference', () => {
    expect(localeFromAcceptLanguage('fr-FR,ja;q=0.8,en;q=0.5')).toBe('ja');
    expect(localeFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zh-TW');
    expect(localeFromAcceptLanguage('fr')).toBe('zh');
    expect(localeFromAcceptLanguage(undefined)).toBe('zh');
  });

  it('splits and rebuilds localized paths', () => {
    expect(splitLocalePath('/en/goods/list')).toEqual({ locale: 'en', path: '/goods/list' });
    expect(splitLocalePath('/zh-tw/')).toEqual({ locale: 'zh-TW', path: '/' });
    expect(splitLocalePath('/goods/list')).toEqual({ locale: 'zh', path: '/goods/list' });
    expect(splitLocalePath('/english/x')).toEqual({ locale: 'zh', path: '/english/x' });
    expect(localizePath('/goods/list?x=1', 'ar')).toBe('/ar/goods/list?x=1');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/mine', 'zh')).toBe('/mine');
  });

  it('interpolates named placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{n} minutes ago', { n: 3 })).toBe('3 minutes ago');
    expect(interpolate('hi {who}', {})).toBe('hi {who}');
  });
});
