import { describe, expect, it } from 'vitest';
import { localeFromParam } from './route-locale.ts';

describe('localeFromParam', () => {
  it('reads the URL prefix of every locale, none being zh', () => {
    expect(localeFromParam(undefined)).toBe('zh');
    expect(localeFromParam('')).toBe('zh');
    expect(localeFromParam('en')).toBe('en');
    expect(localeFromParam('zh-tw')).toBe('zh-TW');
    expect(localeFromParam('ar')).toBe('ar');
  });

  it('refuses prefixes under which no page exists', () => {
    expect(localeFromParam('zh')).toBeUndefined();
    expect(localeFromParam('zh-TW')).toBeUndefined();
    expect(localeFromParam('fr')).toBeUndefined();
    expect(localeFromParam('en/extra')).toBeUndefined();
  });
});
