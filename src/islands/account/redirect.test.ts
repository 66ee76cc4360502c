import { describe, expect, it } from 'vitest';
import { loginTarget, safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/mine/setting')).toBe('/mine/setting');
    expect(safeRedirectPath('/goods/list?keyword=gel#top')).toBe('/goods/list?keyword=gel#top');
  });

  it.each([
    null,
    '',
    'mine/setting',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/..//evil.example',
    '/./%2e%2e//evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});

describe('loginTarget', () => {
  it('localizes the stored target for the current language', () => {
    expect(loginTarget('?redirect=%2Fmine%2Fsetting', 'zh')).toBe('/mine/setting');
    expect(loginTarget('?redirect=%2Fmine%2Fsetting', 'en')).toBe('/en/mine/setting');
    expect(loginTarget('?redirect=%2Fgoods%2Flist%3Fkeyword%3Dgel', 'zh-TW')).toBe('/zh-tw/goods/list?keyword=gel');
  });

  it('replaces a locale prefix left in the target', () => {
    expect(loginTarget('?redirect=%2Fja%2Fmine', 'ko')).toBe('/ko/mine');
  });

  it('falls back to the localized home page', () => {
    expect(loginTarget('', 'zh')).toBe('/');
    expect(loginTarget('?mode=register', 'ar')).toBe('/ar/');
    expect(loginTarget('?redirect=https%3A%2F%2Fevil.example', 'en')).toBe('/en/');
    expect(loginTarget('?redirect=%2F%2Fevil.example', 'en')).toBe('/en/');
    expect(loginTarget('?redirect=%2Fen%2Flogin%3Fredirect%3D%252F', 'en')).toBe('/en/');
  });
});
