import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $globalSearchKeyword, $hasShowBindEmailModal, markBindEmailModalShown, setGlobalSearchKeyword } from './common.ts';

beforeAll(() => {
  useTestStorageEngine();
});

beforeEach(() => {
  cleanTestStorage();
  setGlobalSearchKeyword('');
});

describe('common stores', () => {
  it('persists the last search keyword, trimmed', () => {
    setGlobalSearchKeyword('  lotion ');
    expect(getTestStorage()['common.globalSearchKeyword']).toBe('lotion');
    expect($globalSearchKeyword.get()).toBe('lotion');
  });

  it('remembers that the bind-email prompt was shown', () => {
    expect($hasShowBindEmailModal.get()).toBe(false);
    markBindEmailModalShown();
    expect($hasShowBindEmailModal.get()).toBe(true);
    expect(getTestStorage()['common.hasShowBindEmailModal']).toBe('yes');
  });
});
