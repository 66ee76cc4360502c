import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepMount } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { LOCALES } from '../lib/i18n/locales.ts';
import {
  $curMemberAddress,
  $globalCategory,
  $globalSearchKeyword,
  $hasShowBindEmailModal,
  $languages,
  markBindEmailModalShown,
  setCurMemberAddress,
  setGlobalCategory,
  setGlobalSearchKeyword,
} from './common.ts';

beforeAll(() => {
  useTestStorageEngine();
});

beforeEach(() => {
  cleanTestStorage();
  setGlobalCategory(null);
  setGlobalSearchKeyword('');
  setCurMemberAddress(null);
});

describe('common stores', () => {
  it('lists all ten languages with their own names', () => {
    const languages = $languages.get();
    expect(languages.map((l) => l.value)).toEqual([...LOCALES]);
    expect(languages.find((l) => l.value === 'ar')).toEqual({ icon: 'AR', label: 'العربية', value: 'ar' });
    expect(languages.find((l) => l.value === 'zh-TW')?.icon).toBe('ZH-TW');
  });

  it('persists category, keyword and address as JSON with null defaults', () => {
    expect($globalCategory.get()).toBeNull();
    expect($curMemberAddress.get()).toBeNull();
    setGlobalCategory([{ id: 1, name: 'Toys' }]);
    setGlobalSearchKeyword('  lotion ');
    setCurMemberAddress({ id: 7, name: 'Li', mobile: '13800000000', address: 'Beijing' });
    const storage = getTestStorage();
    expect(JSON.parse(storage['common.globalCategory'] ?? '')).toEqual([{ id: 1, name: 'Toys' }]);
    expect(storage['common.globalSearchKeyword']).toBe('lotion');
    expect($globalSearchKeyword.get()).toBe('lotion');
    expect(JSON.parse(storage['common.curMemberAddress'] ?? '').id).toBe(7);
    setCurMemberAddress(null);
    expect(getTestStorage()['common.curMemberAddress']).toBeUndefined();
  });

  it('falls back to null on stored values of the wrong shape', () => {
    keepMount($globalCategory);
    keepMount($curMemberAddress);
    setTestStorageKey('common.globalCategory', '{"id":1}');
    expect($globalCategory.get()).toBeNull();
    setTestStorageKey('common.curMemberAddress', 'oops');
    expect($curMemberAddress.get()).toBeNull();
  });

  it('remembers that the bind-email prompt was shown', () => {
    expect($hasShowBindEmailModal.get()).toBe(false);
    markBindEmailModalShown();
    expect($hasShowBindEmailModal.get()).toBe(true);
    expect(getTestStorage()['common.hasShowBindEmailModal']).toBe('yes');
  });
});
