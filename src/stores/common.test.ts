import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $hasShowBindEmailModal, markBindEmailModalShown } from './common.ts';

beforeAll(() => {
  useTestStorageEngine();
});

beforeEach(() => {
  cleanTestStorage();
  $hasShowBindEmailModal.set(false);
});

describe('common stores', () => {
  it('remembers that the bind-email prompt was shown', () => {
    expect($hasShowBindEmailModal.get()).toBe(false);
    markBindEmailModalShown();
    expect($hasShowBindEmailModal.get()).toBe(true);
    expect(getTestStorage()['common.hasShowBindEmailModal']).toBe('yes');
  });
});
