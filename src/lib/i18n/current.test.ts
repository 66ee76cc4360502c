import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServerCatalogue } from './catalog.server.ts';
import { currentLocale, currentT } from './current.ts';

registerServerCatalogue();

function stubHtmlLang(lang: string): void {
  vi.stubGlobal('document', { documentElement: { lang }, getElementById: () => null });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('currentLocale', () => {
  it('is zh outside a browser', () => {
    expect(currentLocale()).toBe('zh');
  });

  it('reads <html lang> and normalises it', () => {
    stubHtmlLang('ar');
    expect(currentLocale()).toBe('ar');
    stubHtmlLang('zh-TW');
    expect(currentLocale()).toBe('zh-TW');
    stubHtmlLang('en-GB');
    expect(currentLocale()).toBe('en');
    stubHtmlLang('xx');
    expect(currentLocale()).toBe('zh');
  });
});

describe('currentT', () => {
  it('translates in the page language', () => {
    stubHtmlLang('en');
    expect(currentT()('time.justNow')).toBe('just now');
    stubHtmlLang('zh');
    expect(currentT()('time.justNow')).toBe('刚刚');
  });
});
