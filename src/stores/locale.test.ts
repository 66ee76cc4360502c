import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepMount } from 'nanostores';
import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { $locale, pathForLocale, switchLocale } from './locale.ts';

beforeAll(() => {
  useTestStorageEngine();
  keepMount($locale);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('$locale', () => {
  it('defaults to zh and normalises what is stored', () => {
    expect($locale.get()).toBe('zh');
    setTestStorageKey('locale', 'ar');
    expect($locale.get()).toBe('ar');
    setTestStorageKey('locale', 'zh-tw');
    expect($locale.get()).toBe('zh-TW');
    setTestStorageKey('locale', 'garbage');
    expect($locale.get()).toBe('zh');
  });
});

describe('pathForLocale', () => {
  it('keeps the page, query and fragment', () => {
    expect(pathForLocale(at('/goods/list', '?keyword=a', '#top'), 'en')).toBe('/en/goods/list?keyword=a#top');
    expect(pathForLocale(at('/en/goods/list', '?page=2'), 'zh')).toBe('/goods/list?page=2');
    expect(pathForLocale(at('/zh-tw/mine/balance'), 'ar')).toBe('/ar/mine/balance');
    expect(pathForLocale(at('/ja/'), 'zh-TW')).toBe('/zh-tw/');
    expect(pathForLocale(at('/'), 'vi')).toBe('/vi/');
  });
});

describe('switchLocale', () => {
  it('stores the choice and opens the same page in that language', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/en/cart', search: '?x=1', hash: '', assign });
    switchLocale('ko');
    expect(getTestStorage().locale).toBe('ko');
    expect($locale.get()).toBe('ko');
    expect(assign).toHaveBeenCalledWith('/ko/cart?x=1');
  });
});
