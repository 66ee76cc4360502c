import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_SEGMENT } from '../i18n/locales.ts';
import { PUBLIC_PATHS } from '../routes.ts';

const source = readFileSync(new URL('./guard.inline.js', import.meta.url), 'utf8');

/** Runs the guard on a page URL with the given storage; returns where it sent the browser, if anywhere. */
function runGuard(url: string, storage: Record<string, string> = {}): string | undefined {
  const { pathname, search, hash } = new URL(url, 'https://shop.test');
  let replacedWith: string | undefined;
  const location = { pathname, search, hash, replace: (to: string) => (replacedWith = to) };
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  runInNewContext(source, { window: { location, localStorage } });
  return replacedWith;
}

describe('inline access guard', () => {
  it('lets a guest open public pages', () => {
    expect(runGuard('/')).toBeUndefined();
    expect(runGuard('/en/')).toBeUndefined();
    expect(runGuard('/goods/list?keyword=x')).toBeUndefined();
    expect(runGuard('/ar/helperCenter/newbie/')).toBeUndefined();
    expect(runGuard('/zh-tw/login')).toBeUndefined();
  });

  it('sends a guest on a member page to the login page of the same language', () => {
    expect(runGuard('/mine/setting')).toBe('/login?redirect=%2Fmine%2Fsetting');
    expect(runGuard('/en/mine/setting')).toBe('/en/login?redirect=%2Fmine%2Fsetting');
    expect(runGuard('/zh-tw/mine/')).toBe('/zh-tw/login?redirect=%2Fmine%2F');
    expect(runGuard('/ar/mine/myOrder/details?orderNo=7#top')).toBe(
      `/ar/login?redirect=${encodeURIComponent('/mine/myOrder/details?orderNo=7#top')}`,
    );
  });

  it('treats an empty token as none', () => {
    expect(runGuard('/pay', { 'user.token': '' })).toBe('/login?redirect=%2Fpay');
  });

  it('lets a member through', () => {
    expect(runGuard('/mine/setting', { 'user.token': 'abc' })).toBeUndefined();
    expect(runGuard('/en/video/', { 'user.token': 'abc' })).toBeUndefined();
  });

  it('moves an address without a language to the stored one, keeping path, query and fragment', () => {
    expect(runGuard('/goods/list?keyword=a#x', { locale: 'en' })).toBe('/en/goods/list?keyword=a#x');
    expect(runGuard('/', { locale: 'ar' })).toBe('/ar/');
    expect(runGuard('/goods/details?id=31', { locale: 'zh-TW' })).toBe('/zh-tw/goods/details?id=31');
  });

  it('keeps the language an address names, whatever was stored earlier', () => {
    expect(runGuard('/ar/goods/details?id=31', { locale: 'en' })).toBeUndefined();
    expect(runGuard('/ar/', { locale: 'en' })).toBeUndefined();
    expect(runGuard('/en/', { locale: 'zh' })).toBeUndefined();
    expect(runGuard('/en/helperCenter/newbie', { locale: 'zh-TW' })).toBeUndefined();
    expect(runGuard('/AR/goods/list', { locale: 'en' })).toBeUndefined();
  });

  it('still sends a guest on a member page of a named language to that language\'s login page', () => {
    expect(runGuard('/ar/mine/setting', { locale: 'en' })).toBe('/ar/login?redirect=%2Fmine%2Fsetting');
  });

  it('stays when the stored language is the page language (no loop)', () => {
    expect(runGuard('/en/goods/list', { locale: 'en' })).toBeUndefined();
    expect(runGuard('/zh-tw/', { locale: 'zh-TW' })).toBeUndefined();
  });

  it('ignores an unknown stored language', () => {
    expect(runGuard('/en/goods/list', { locale: 'xx' })).toBeUndefined();
    expect(runGuard('/goods/list', { locale: 'toString' })).toBeUndefined();
  });

  it('does nothing when storage is blocked', () => {
    const location = { pathname: '/mine', search: '', hash: '', replace: () => expect.fail('redirected') };
    const window = Object.defineProperty({ location }, 'localStorage', {
      get: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => runInNewContext(source, { window })).not.toThrow();
  });

  it('carries the same public paths and locale segments as the route table and locale list', () => {
    const list = /var PUBLIC = (\[[^\]]*\]);/.exec(source)?.[1];
    expect(JSON.parse(list!.replaceAll("'", '"'))).toEqual([...PUBLIC_PATHS]);
    const segments = /var SEGMENT = (\{[^}]*\});/.exec(source)?.[1];
    const parsed = runInNewContext(`(${segments})`) as Record<string, string>;
    expect({ ...parsed }).toEqual(Object.fromEntries(LOCALES.map((l) => [l, LOCALE_SEGMENT[l]])));
  });
});
